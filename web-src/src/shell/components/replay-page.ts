// The replay page, whatever the game: #match=ID&game=G&hand=H&play=P opens a table's match
// record at a place, #/replay takes a record file dropped on the page (or chosen). The record
// names its game, and the list of the browser's games (games/index.ts) gives that game's
// viewer; a game without one is named, not shown.
import { LitElement, css, html, nothing, type TemplateResult } from "lit";
import { api } from "../api";
import { gameNamed } from "../../games/index";
import { t } from "../i18n";
import { firstRecord, type MatchRecord, type ReplayStart } from "../replay-address";
import { shared } from "../styles";

export class ReplayPage extends LitElement {
  static properties = {
    match: { attribute: false },
    start: { attribute: false },
    record: { state: true },
    message: { state: true },
  };

  /** The table whose match is replayed (null: a record file, dropped or chosen). */
  declare match: string | null;
  declare start: ReplayStart | null;
  declare record: MatchRecord | null;
  declare message: string;

  constructor() {
    super();
    this.match = null;
    this.start = null;
    this.record = null;
    this.message = "";
  }

  connectedCallback(): void {
    super.connectedCallback();
    if (this.match) void this.load(this.match);
  }

  private async load(match: string): Promise<void> {
    try {
      this.record = await api.record(match);
    } catch (error) {
      this.message = (error as Error).message;
    }
  }

  private async dropped(files: FileList | null | undefined): Promise<void> {
    const file = files?.[0];
    if (!file) return;
    const record = firstRecord(await file.text());
    this.message = record ? "" : t("web.replay.not_a_record", { name: file.name });
    this.record = null;
    await this.updateComplete; // a new record gets a fresh viewer
    this.record = record;
  }

  render(): TemplateResult {
    const record = this.record;
    const viewer = record ? gameNamed(record.game)?.replay : undefined;
    return html`<div class="replay" data-testid="replay">
      <h2>${t("web.replay.title")}</h2>
      ${this.message ? html`<p class="error" role="alert">${this.message}</p>` : nothing}
      ${record && viewer
        ? viewer({ record, match: this.match, start: this.start })
        : record
          ? html`<p class="error" role="alert">${t("web.replay.no_viewer", { game: record.game })}</p>`
          : nothing}
      ${this.match ? nothing : this.renderDrop()}
    </div>`;
  }

  private renderDrop(): TemplateResult {
    return html`<label
      class="drop panel"
      data-testid="replay-drop"
      @dragover=${(e: DragEvent) => e.preventDefault()}
      @drop=${(e: DragEvent) => {
        e.preventDefault();
        void this.dropped(e.dataTransfer?.files);
      }}
    >
      <p>${t("web.replay.drop")}</p>
      <input type="file" accept=".jsonl,.json,application/json" data-testid="replay-file" @change=${(e: Event) => void this.dropped((e.target as HTMLInputElement).files)} />
    </label>`;
  }

  static styles = [
    shared,
    css`
      .replay {
        max-width: 60rem;
        margin: 0 auto;
        padding: 0.5rem 1rem 2rem;
        color: var(--paper);
      }
      .drop {
        display: block;
        margin-top: 1rem;
        padding: 1.5rem;
        text-align: center;
        border: 2px dashed var(--gold);
        color: var(--ink);
      }
    `,
  ];
}

customElements.define("replay-page", ReplayPage);
