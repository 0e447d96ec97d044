import { describe, expect, it } from "vitest";
import { DISPLAY_CHANGE, DisplaySetting, changeDisplay, type Display } from "../../src/shell/display";
import { getLang, t } from "../../src/shell/i18n";
import { Store, type KeyValue } from "../../src/shell/store";

class Memory implements KeyValue {
  data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

describe("the language and deck setting", () => {
  it("starts from the browser's memory and switches the texts to its language", () => {
    const memory = new Memory();
    new Store(memory).update({ lang: "en", deck: "piacentine" });
    const setting = new DisplaySetting(new Store(memory));
    expect(setting.value).toEqual({ lang: "en", deck: "piacentine" });
    expect(getLang()).toBe("en");
  });

  it("tells every listener once per change, with a new value, and saves it", () => {
    const memory = new Memory();
    const setting = new DisplaySetting(new Store(memory, { lang: "en" }));
    const seen: Display[] = [];
    setting.subscribe((display) => seen.push(display));
    const before = setting.value;
    expect(setting.change({ lang: "it" })).toBe(true);
    expect(setting.change({ deck: "piacentine" })).toBe(true);
    expect(seen).toEqual([
      { lang: "it", deck: "napoletane" },
      { lang: "it", deck: "piacentine" },
    ]);
    expect(seen[0]).not.toBe(before); // a new object: a context's consumers see the change
    expect(getLang()).toBe("it");
    expect(t("web.nav.settings")).toBe(t("web.nav.settings", {}, "it"));
    expect(new Store(memory).settings).toMatchObject({ lang: "it", deck: "piacentine" });
  });

  it("changes nothing and tells nobody when the value is the same", () => {
    const setting = new DisplaySetting(new Store(new Memory(), { lang: "it" }));
    let told = 0;
    setting.subscribe(() => (told += 1));
    const before = setting.value;
    expect(setting.change({ lang: "it", deck: "napoletane" })).toBe(false);
    expect(setting.change({})).toBe(false);
    expect(told).toBe(0);
    expect(setting.value).toBe(before);
  });

  it("stops telling a listener that unsubscribed", () => {
    const setting = new DisplaySetting(new Store(new Memory(), { lang: "it" }));
    let told = 0;
    const stop = setting.subscribe(() => (told += 1));
    stop();
    setting.change({ lang: "en" });
    expect(told).toBe(0);
  });

  it("is asked for a change by an event that crosses shadow roots", () => {
    const target = new EventTarget();
    const events: CustomEvent<Partial<Display>>[] = [];
    target.addEventListener(DISPLAY_CHANGE, (event) => events.push(event as CustomEvent<Partial<Display>>));
    changeDisplay(target, { deck: "piacentine" });
    expect(events).toHaveLength(1);
    expect(events[0].detail).toEqual({ deck: "piacentine" });
    expect(events[0].bubbles && events[0].composed).toBe(true);
  });
});
