// Small sounds made on the spot with WebAudio (no sound files): a card laid, a trick taken,
// your turn, a hand won or lost. A switch in the settings turns them off.
type Cue = "card" | "trick" | "turn" | "win" | "lose" | "refuse";

const NOTES: Record<Cue, [number, number, OscillatorType][]> = {
  card: [[320, 0.05, "triangle"]],
  trick: [[440, 0.06, "triangle"], [330, 0.08, "triangle"]],
  turn: [[660, 0.08, "sine"]],
  win: [[523, 0.12, "sine"], [659, 0.12, "sine"], [784, 0.2, "sine"]],
  lose: [[392, 0.15, "sine"], [330, 0.25, "sine"]],
  refuse: [[160, 0.12, "square"]],
};

let context: AudioContext | null = null;

export function playSound(cue: Cue, enabled: boolean): void {
  if (!enabled || typeof AudioContext === "undefined") return;
  try {
    context ??= new AudioContext();
    let at = context.currentTime;
    for (const [frequency, seconds, wave] of NOTES[cue]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
      at += seconds * 0.9;
    }
  } catch {
    // no audio device: silence is fine
  }
}
