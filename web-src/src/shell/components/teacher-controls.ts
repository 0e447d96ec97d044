// The teacher's seat, at the table: a spectator asks to see a player's hand, the player
// shows it to one spectator (or says no, or stops showing it), and that teacher suggests a
// card by clicking it — the learner sees the same marker as a training suggestion. The
// server keeps who asked, who teaches whom and the suggestion (each snapshot's `asks`,
// `teachers`, `teaching`, `hint`); these controls only read them and send the answers. An
// answer to an ask names the spectator by its number: exactly the one who asked, named or
// not, never a newcomer who took the name of one who left.
import { LitElement, css, html, nothing, type TemplateResult } from "lit";
import { api } from "../api";
import { DisplayConsumer } from "../display";
import { t } from "../i18n";
import { shared } from "../styles";

/** What the teacher's controls read of any game's snapshot. */
export interface Taught {
  table: string;
  you: number;
  watching: boolean;
  spectators: string[];
  /** Each seat's kind and the computer playing it now (a person who left is played by one). */
  seats: readonly { kind: string; ai?: string | null }[];
  teachers: (string | null)[];
  teaching: number | null;
  asks: readonly { spectator: number; name: string }[];
  hint: string | null;
}

/** How a view sends a message to its table (its refusals shown as the view shows them). */
export type Send = (message: Record<string, unknown>) => unknown;

/** A click on a card of the hand a teacher is shown: it suggests that card (the same card
 *  again takes the suggestion back). True when the click was the teacher's. */
export function teacherClick(state: Pick<Taught, "teaching" | "hint"> | null, card: string, send: Send): boolean {
  if (state?.teaching === null || state?.teaching === undefined) return false;
  void send({ type: "hint", card: state.hint === card ? null : card });
  return true;
}

/** The controls a view puts in its toolbar (a seat's or a spectator's). */
export function teacherControls(state: Taught, name: (seat: number) => string, send: Send): TemplateResult {
  return html`<teacher-controls .state=${state} .name=${name} .send=${send}></teacher-controls>`;
}

export class TeacherControls extends LitElement {
  static properties = {
    state: { attribute: false },
    name: { attribute: false },
    send: { attribute: false },
    asked: { state: true },
    watchLink: { state: true },
  };

  declare state: Taught | null;
  declare name: (seat: number) => string;
  declare send: Send;
  /** The seat this spectator asked to see (until it is shown the hand). */
  declare asked: number | null;
  /** The link to watch this table, once asked for ("": it may not be watched). */
  declare watchLink: string | null;
  /** The language (a lit context): the sentences follow it. */
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.state = null;
    this.name = (seat) => String(seat + 1);
    this.send = () => undefined;
    this.asked = null;
    this.watchLink = null;
  }

  willUpdate(): void {
    if (this.state?.teaching !== null && this.state?.teaching !== undefined) this.asked = null; // shown: answered
  }

  private answer(event: Event, message: Record<string, unknown>): void {
    (event.target as HTMLElement).closest("details")?.removeAttribute("open");
    void this.send(message);
  }

  render(): TemplateResult | typeof nothing {
    const state = this.state;
    if (!state) return nothing;
    return state.watching ? this.spectator(state) : this.learner(state);
  }

  /** A spectator: the hand it is shown, or a way to ask a player for theirs. */
  private spectator(state: Taught): TemplateResult | typeof nothing {
    if (state.teaching !== null) {
      return html`<span class="badge on" data-testid="teaching">${t("web.teach.teaching", { name: this.name(state.teaching) })}</span>`;
    }
    if (this.asked !== null) {
      return html`<span class="badge" data-testid="asked">${t("web.teach.asked", { name: this.name(this.asked) })}
        <button class="link" data-testid="ask-again" @click=${() => (this.asked = null)}>${t("web.teach.ask_again")}</button></span>`;
    }
    // the seats a person plays now: one who left (the computer plays for them) cannot answer
    const people = state.seats.map((seat, index) => ({ seat, index })).filter(({ seat }) => seat.kind === "human" && !seat.ai);
    if (!people.length) return nothing;
    return html`<details class="at-end" data-testid="ask-hand">
      <summary>${t("web.teach.ask")}</summary>
      <div class="menu">
        ${people.map(
          ({ index }) =>
            html`<button data-testid="ask-seat" data-seat=${index} @click=${(event: Event) => {
              this.asked = index;
              this.answer(event, { type: "ask_hand", seat: index });
            }}>${t("web.teach.ask_seat", { name: this.name(index) })}</button>`,
        )}
      </div>
    </details>`;
  }

  /** A seat's invitation to watch over its shoulder: the table's link to watch, to send. */
  private invitation(state: Taught): TemplateResult {
    const open = (): void => {
      if (this.watchLink === null) void api.invite(state.table).then((invite) => (this.watchLink = invite.watch ?? ""), () => (this.watchLink = ""));
    };
    const link = this.watchLink;
    return html`<details data-testid="invite-watch" @toggle=${open}>
      <summary>${t("web.teach.invite")}</summary>
      <div class="menu invite">
        ${link === null
          ? html`<span>…</span>`
          : link
            ? html`<span>${t("web.teach.invite_hint")}</span>
                <input data-testid="watch-link" readonly .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
                <button @click=${() => void navigator.clipboard?.writeText(link)}>${t("web.teach.copy")}</button>`
            : html`<span data-testid="no-watching">${t("web.teach.not_watchable")}</span>`}
      </div>
    </details>`;
  }

  /** A seat: who asks to see its hand, who sees it, whom to show it to; who sees another's. */
  private learner(state: Taught): TemplateResult {
    const mine = state.teachers[state.you] ?? null;
    const ask = state.asks[0];
    const named = [...new Set(state.spectators.filter((name) => name && name !== mine))];
    const others = state.teachers
      .map((teacher, seat) => ({ teacher, seat }))
      .filter(({ teacher, seat }) => teacher !== null && seat !== state.you);
    return html`${ask !== undefined
        ? html`<span class="ask" data-testid="teacher-asks" role="alert">
            ${t("web.teach.asks", { name: ask.name || t("web.watch.guest") })}
            <button class="primary" data-testid="allow-teacher" @click=${(e: Event) => this.answer(e, { type: "teacher", spectator: ask.spectator })}>${t("web.teach.allow")}</button>
            <button data-testid="refuse-teacher" @click=${(e: Event) => this.answer(e, { type: "teacher", spectator: ask.spectator, allow: false })}>${t("web.teach.refuse")}</button>
          </span>`
        : nothing}
      ${mine !== null
        ? html`<span class="badge on" data-testid="my-teacher">${t("web.teach.sees", { name: mine || t("web.watch.guest") })}
            <button class="link" data-testid="stop-teacher" @click=${(e: Event) => this.answer(e, { type: "teacher", name: null })}>${t("web.teach.stop")}</button></span>`
        : nothing}
      ${state.hint !== null ? html`<span class="badge on" data-testid="teacher-hint" aria-live="polite">${t("web.teach.hint", { name: mine || t("web.watch.guest") })}</span>` : nothing}
      ${named.length && mine === null
        ? html`<details data-testid="show-hand">
            <summary>${t("web.teach.show")}</summary>
            <div class="menu">
              ${named.map(
                (name) => html`<button data-testid="show-to" @click=${(e: Event) => this.answer(e, { type: "teacher", name })}>${t("web.teach.show_to", { name })}</button>`,
              )}
            </div>
          </details>`
        : nothing}
      ${mine === null && !named.length ? this.invitation(state) : nothing}
      ${others.map(
        ({ teacher, seat }) =>
          html`<span class="badge" data-testid="other-teacher">${t("web.teach.other", { teacher: teacher || t("web.watch.guest"), player: this.name(seat) })}</span>`,
      )}`;
  }

  static styles = [
    shared,
    css`
      :host {
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.35rem;
        color: inherit;
        font-size: 0.8rem;
      }
      .badge {
        padding: 0.1em 0.55em;
        border-radius: 0.8em;
        background: #ffffff26;
        border: 1px solid #ffffff40;
      }
      .badge.on {
        background: var(--gold);
        color: var(--ink);
      }
      .ask {
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem;
        padding: 0.15em 0.3em 0.15em 0.6em;
        border-radius: 999px;
        background: var(--paper);
        color: var(--ink);
      }
      button {
        padding: 0.15em 0.7em;
        font-size: 0.8rem;
      }
      button.link {
        border: none;
        box-shadow: none;
        background: none;
        text-decoration: underline;
        padding: 0 0.2em;
        color: inherit;
      }
      details {
        position: relative;
      }
      summary {
        cursor: pointer;
        list-style: none;
        padding: 0.1em 0.6em;
        border-radius: 999px;
        border: 1px solid #ffffff60;
      }
      summary::-webkit-details-marker {
        display: none;
      }
      /* A spectator's menu opens leftwards: its button sits at the toolbar's right end. */
      .at-end .menu {
        left: auto;
        right: 0;
      }
      .menu.invite {
        white-space: normal;
        width: min(20rem, 80vw);
        color: var(--ink);
      }
      .menu input {
        font: inherit;
        font-size: 0.8rem;
        padding: 0.2em 0.3em;
      }
      .menu {
        position: absolute;
        z-index: 20;
        top: 1.8em;
        left: 0;
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        padding: 0.4rem;
        border-radius: var(--radius);
        background: var(--paper);
        box-shadow: 0 4px 12px #0005;
        white-space: nowrap;
      }
    `,
  ];
}

customElements.define("teacher-controls", TeacherControls);
