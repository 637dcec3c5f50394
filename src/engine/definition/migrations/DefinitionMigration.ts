/** One step of the definition language's history: upgrades a definition (or an overlay) of format `from` to format `from + 1`. */
export interface DefinitionMigration {
  from: number;
  /** The upgraded definition (a new object; the input is not changed); `note` records each change made, with its JSON pointer. */
  migrate(definition: Record<string, unknown>, note: (path: string, change: string) => void): Record<string, unknown>;
}
