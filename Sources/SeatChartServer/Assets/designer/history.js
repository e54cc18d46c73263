// Undo and redo without limit: each step keeps the whole document as text, so that undoing
// gives back exactly what was there, every number included.

export class History {
  constructor(text) {
    this.steps = [text];
    this.at = 0;
    this.listeners = [];
  }

  onChange(listener) { this.listeners.push(listener); }
  changed() { for (const listener of this.listeners) listener(this); }

  /** The document's text now. */
  get current() { return this.steps[this.at]; }
  get canUndo() { return this.at > 0; }
  get canRedo() { return this.at < this.steps.length - 1; }

  /** Records `text` as a new step (nothing when it is the same as now); drops what was undone. */
  push(text) {
    if (text === this.current) return false;
    this.steps.length = this.at + 1;
    this.steps.push(text);
    this.at += 1;
    this.changed();
    return true;
  }

  /** The text one step back, or null. */
  undo() {
    if (!this.canUndo) return null;
    this.at -= 1;
    this.changed();
    return this.current;
  }

  /** The text one step forward, or null. */
  redo() {
    if (!this.canRedo) return null;
    this.at += 1;
    this.changed();
    return this.current;
  }

  /** Starts again from `text` (a draft restored): nothing to undo. */
  reset(text) {
    this.steps = [text];
    this.at = 0;
    this.changed();
  }
}
