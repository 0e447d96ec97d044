// The dealer's mark beside a seat's name ("Mazziere" / "Dealer"), the same at every game's table.
import { css, html, nothing, type TemplateResult } from "lit";
import { t } from "../i18n";

/** The mark, on the seat that dealt the hand in play (nothing on the others, or before a deal). */
export function dealerMark(dealer: number | null | undefined, seat: number): TemplateResult | typeof nothing {
  if (dealer !== seat) return nothing;
  return html`<span class="dealer-mark" data-testid="dealer" data-seat=${seat} title=${t("web.seat.dealer_title")}>${t("web.seat.dealer")}</span>`;
}

/** How the mark looks: a small gold tag that reads on the felt and on paper. */
export const dealerStyles = css`
  .dealer-mark {
    font-size: 0.75rem;
    font-weight: 700;
    padding: 0.1em 0.55em;
    border-radius: 999px;
    background: var(--gold);
    color: var(--ink);
    white-space: nowrap;
  }
`;
