#!/usr/bin/env node
// Gold answers of the staff questions, computed from the ground-truth table.
//   node bench/corpora/staff/gold.mjs [--source FILE] [--out FILE] [--check]
// Defaults: tests/fixtures/domains/staff/source.csv → tests/fixtures/domains/staff/questions.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.resolve(here, '../../../tests/fixtures/domains/staff');

function derive(e, gold) {
  const all = [...gold.entities.values()];
  const people = all.filter((x) => x.type === 'person');
  const d = { name: e.name };
  if (e.type === 'person') {
    d.start_year = Number(e.attrs.start_date.slice(0, 4));
    d.n_projects = e.attrs.projects.length;
    d.n_skills = e.attrs.skills.length;
    d.n_reports = people.filter((p) => p.attrs.manager === e.name).length;
    d.salary_currency = e.units.salary;
  } else if (e.type === 'project') {
    d.n_members = people.filter((p) => p.attrs.projects.includes(e.name)).length;
    d.start_year = Number(e.attrs.start_date.slice(0, 4));
    d.end_year = Number(e.attrs.end_date.slice(0, 4));
  } else if (e.type === 'department') {
    const mine = people.filter((p) => p.attrs.department === e.name);
    d.headcount = mine.length;
    d.n_remote = mine.filter((p) => p.attrs.remote).length;
  }
  return d;
}

const derivedUnits = {
  'person.name': '', 'project.name': '', 'department.name': '', 'office.name': '',
  'person.start_year': 'year', 'person.n_projects': '', 'person.n_skills': '', 'person.n_reports': '', 'person.salary_currency': '',
  'project.n_members': '', 'project.start_year': 'year', 'project.end_year': 'year',
  'department.headcount': '', 'department.n_remote': '',
};

goldMain({
  defaultSource: path.join(fixture, 'source.csv'),
  defaultOut: path.join(fixture, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 40,
});
