/** A registry of items by stable id: duplicates throw; an unknown id fails with the list of known ids. */
export class Registry<T> {
  private readonly items = new Map<string, T>();

  constructor(readonly kind: string) {}

  /** Adds an item under its id. */
  register(id: string, item: T): this {
    if (this.items.has(id)) throw new Error(`${this.kind} '${id}' is already registered`);
    this.items.set(id, item);
    return this;
  }

  /** The item of an id; throws naming the known ids when there is none. */
  get(id: string): T {
    const item = this.items.get(id);
    if (item === undefined) throw new Error(`Unknown ${this.kind} '${id}'. Known: ${this.ids().join(', ')}`);
    return item;
  }

  /** True when the id is registered. */
  has(id: string): boolean {
    return this.items.has(id);
  }

  /** Registered ids, sorted. */
  ids(): string[] {
    return [...this.items.keys()].sort();
  }
}
