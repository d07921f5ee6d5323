import { getLlama } from 'node-llama-cpp';
const llama = await getLlama({gpu:false, build:'never', maxThreads:1});
try { const m = await llama.loadModel({modelPath: process.argv[2]}); console.log('LOADED'); const c = await m.createContext({contextSize:256}); console.log('CTX OK'); await (await m.createEmbeddingContext({contextSize:256})).getEmbeddingFor('hi'); console.log('EMB OK') } catch (e) { console.log('ERR', e.message) }
