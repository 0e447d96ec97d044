// The Help page (#/help, #/help/GAME): how to play at Circolo, each game's rules (the open
// table's game first; a game adds its own part, as Tressette its variants, signals, accuse and
// tabella), and the keyboard — one scrolling page.
import { LitElement, html, css, nothing, type TemplateResult } from "lit";
import { DisplayConsumer } from "../display";
import { GAMES } from "../../games/index";
import { paragraphs, sectionOrder } from "../help-logic";
import { has, t } from "../i18n";
import type { Store } from "../store";
import { shared } from "../styles";
import { helpStyles } from "./help-styles";

export class HelpView extends LitElement {
  static properties = {
    store: { attribute: false },
    first: { attribute: false },
  };

  declare store: Store;
  /** The game whose section comes first (the table the player came from), or null. */
  declare first: string | null;
  /** The language (a lit context): the page is written again when it changes. */
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.first = null;
  }

  private go(section: string): void {
    this.renderRoot.querySelector(`#help-${section}`)?.scrollIntoView({ block: "start" });
  }

  render(): TemplateResult {
    const order = sectionOrder([...GAMES.keys()], this.first);
    return html`<article class="panel help" data-testid="help-page">
      <h1>${t("web.help.title")}</h1>
      <nav class="contents" aria-label=${t("web.help.contents")}>
        ${order.map((section) => html`<button class="quiet" @click=${() => this.go(section)}>${t(`web.help.${section}.title`)}</button>`)}
      </nav>
      ${order.map((section) => this.renderSection(section))}
    </article>`;
  }

  private renderSection(section: string): TemplateResult {
    const game = GAMES.get(section);
    return html`<section id=${`help-${section}`} data-testid=${`help-${section}`} data-section=${section}>
      <h2>${t(`web.help.${section}.title`)}</h2>
      ${paragraphs(`web.help.${section}`, has, (key) => t(key)).map((text) => html`<p>${text}</p>`)}
      ${game?.help ? game.help(this.store.settings.variant) : nothing}
    </section>`;
  }

  static styles = [
    shared,
    helpStyles,
    css`
      .help {
        max-width: 62rem;
        margin: 1rem auto;
        line-height: 1.5;
      }
      h1 {
        margin-top: 0;
      }
      section {
        scroll-margin-top: 1rem;
        border-top: 1px solid #0001;
        padding-top: 0.5rem;
      }
      .contents {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin-bottom: 1rem;
      }
      @media (max-width: 560px) {
        .help {
          margin: 0.5rem;
        }
      }
    `,
  ];
}

customElements.define("help-view", HelpView);
