// The text a block is embedded (and its words counted) as: its heading path, then its text.
export function embeddingText(headingPath: string, text: string): string {
  return headingPath ? `${headingPath.replaceAll(' > ', '. ')}.\n${text}` : text;
}

/** The text an entity is embedded as: its name, then its description. */
export function entityEmbeddingText(name: string, description: string): string {
  return description ? `${name}: ${description}` : name;
}
