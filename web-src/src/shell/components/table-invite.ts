// A waiting room's invitation: the link friends on the same network open to sit at this table,
// and its QR code for a phone's camera; on a server private to this computer (circolo
// --local-only), a sentence saying that friends cannot reach it instead.
import { LitElement, html, css, nothing, type TemplateResult } from "lit";
import { api, type Invite } from "../api";
import { DisplayConsumer } from "../display";
import { t } from "../i18n";
import { shared } from "../styles";

export class TableInvite extends LitElement {
  static properties = {
    table: {},
    invite: { state: true },
    failed: { state: true },
  };

  /** The table's id. */
  declare table: string;
  declare invite: Invite | null;
  declare failed: string;
  /** The language (a lit context): the sentences follow it. */
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.table = "";
    this.invite = null;
    this.failed = "";
  }

  updated(changed: Map<string, unknown>): void {
    if (changed.has("table") && this.table) void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.invite = await api.invite(this.table);
    } catch (error) {
      this.failed = error instanceof Error ? error.message : String(error);
    }
  }

  render(): TemplateResult | typeof nothing {
    const invite = this.invite;
    if (this.failed) return html`<p class="error">${this.failed}</p>`;
    if (!invite) return nothing;
    if (invite.local_only) return html`<p class="muted" data-testid="join-private">${t("web.waiting.local_only")}</p>`;
    return html`<div class="invite">
      <img data-testid="join-qr" src=${api.inviteQr(this.table)} width="132" height="132" alt=${t("web.waiting.qr_alt")} />
      <p>
        ${t("web.waiting.share")}
        <a data-testid="join-link" href=${invite.link}>${invite.link}</a>
        <span class="muted small">${t("web.waiting.qr_hint")}</span>
      </p>
    </div>`;
  }

  static styles = [
    shared,
    css`
      .invite {
        display: flex;
        flex-wrap: wrap;
        gap: 0.8rem;
        align-items: center;
      }
      .invite img {
        border-radius: 6px;
        background: #fff;
      }
      .invite p {
        flex: 1 1 14rem;
        margin: 0;
        overflow-wrap: anywhere;
      }
      .invite a {
        font-family: ui-monospace, monospace;
        font-weight: 600;
      }
      .small {
        display: block;
        font-size: 0.85rem;
        margin-top: 0.3rem;
      }
    `,
  ];
}

customElements.define("table-invite", TableInvite);
