// The language and the deck every view draws with: one shared reactive setting. The page
// (circolo-app) holds the DisplaySetting and provides its value as a lit context; each view
// consumes it (DisplayConsumer) and redraws when it changes — no walk over the component
// tree. A view changes it with changeDisplay, an event the page answers.
import { ContextConsumer, createContext } from "@lit/context";
import type { ReactiveControllerHost } from "lit";
import type { DeckId } from "./decks/index";
import { getLang, setLang, type Lang } from "./i18n";
import { DEFAULT_SETTINGS, type Store } from "./store";

/** What the views draw with: a new object whenever one of them changes. */
export interface Display {
  readonly lang: Lang;
  readonly deck: DeckId;
}

/** The context the page provides and every view consumes. */
export const displayContext = createContext<Display>(Symbol("circolo-display"));

/** The event a view sends up to change the language or the deck (the page saves it). */
export const DISPLAY_CHANGE = "display-change";

/** The setting itself: saved in the browser's memory, the i18n language kept in step. */
export class DisplaySetting {
  private current: Display;
  private readonly listeners = new Set<(display: Display) => void>();

  constructor(private readonly store: Store) {
    const { lang, deck } = store.settings;
    this.current = { lang, deck };
    setLang(lang);
  }

  get value(): Display {
    return this.current;
  }

  /**
   * Change the language or the deck: saved, `t` switched to the language, then every
   * listener told with a new value. Nothing happens (false) when nothing changes.
   */
  change(changes: Partial<Display>): boolean {
    const next: Display = { lang: changes.lang ?? this.current.lang, deck: changes.deck ?? this.current.deck };
    if (next.lang === this.current.lang && next.deck === this.current.deck) return false;
    this.store.update({ lang: next.lang, deck: next.deck });
    setLang(next.lang);
    this.current = next;
    for (const listener of this.listeners) listener(next);
    return true;
  }

  /** Be told of every change; the answer stops it. */
  subscribe(listener: (display: Display) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Ask the page to change the language or the deck (from anywhere below it). */
export function changeDisplay(from: EventTarget, changes: Partial<Display>): void {
  from.dispatchEvent(new CustomEvent<Partial<Display>>(DISPLAY_CHANGE, { bubbles: true, composed: true, detail: changes }));
}

/** A view's hold on the setting: `value` now, and the view redraws when it changes. */
export class DisplayConsumer {
  private readonly consumer: ContextConsumer<typeof displayContext, ReactiveControllerHost & HTMLElement>;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.consumer = new ContextConsumer(host, { context: displayContext, subscribe: true });
  }

  /** The language and deck to draw with (before the page answers: the i18n language and the default deck). */
  get value(): Display {
    return this.consumer.value ?? { lang: getLang(), deck: DEFAULT_SETTINGS.deck };
  }
}
