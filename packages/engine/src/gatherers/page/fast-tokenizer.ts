import { Tokenizer } from "htmlparser2";

const LESS_THAN = 0x3c;
const AMPERSAND = 0x26;

/** The parts of htmlparser2's tokenizer the fast paths read (its typings mark them private), and the two we add. */
interface TokenizerState {
  buffer: string;
  offset: number;
  index: number;
  decodeEntities: boolean;
  ampersandBuffer: string;
  nextAmpersand: number;
}

type StateMethod = (this: TokenizerState, c: number) => void;
type QuotedValueMethod = (this: TokenizerState, c: number, quote: number) => void;

/** The buffer index of the first `stop` or `&` after the current character. */
function nextStop(tokenizer: TokenizerState, stop: string): number {
  const { buffer } = tokenizer;
  const from = tokenizer.index - tokenizer.offset + 1;
  if (
    buffer !== tokenizer.ampersandBuffer ||
    (tokenizer.nextAmpersand !== -1 && tokenizer.nextAmpersand < from)
  ) {
    tokenizer.ampersandBuffer = buffer;
    tokenizer.nextAmpersand = buffer.indexOf("&", from);
  }
  const found = buffer.indexOf(stop, from);
  const ampersand = tokenizer.nextAmpersand;
  return Math.min(found === -1 ? buffer.length : found, ampersand === -1 ? buffer.length : ampersand);
}

/** The parse loop moves on one character after a state method returns, so land one before the stop. */
function skipTo(tokenizer: TokenizerState, bufferIndex: number): void {
  tokenizer.index = bufferIndex + tokenizer.offset - 1;
}

/**
 * htmlparser2's tokenizer, unchanged in what it emits, but it jumps over runs of text and attribute values with
 * `indexOf` where the original visits every character through its state switch. Text is most of a page, so this
 * is most of the tokenizer's time (issue #19). `fast-tokenizer.test.ts` holds it to the original's exact
 * callbacks on the saved real pages.
 */
export const FastTokenizer: typeof Tokenizer = class FastTokenizer extends Tokenizer {
  /** Where the buffer's next `&` is (-1: none further), kept per buffer so a page is searched for it once. */
  ampersandBuffer = "";
  nextAmpersand = -1;
};

const prototype = FastTokenizer.prototype as unknown as Record<string, unknown>;
// These are htmlparser2's internal methods: an upgrade that renames one must fail here, not quietly run slower.
for (const name of ["stateText", "handleInAttributeValue", "fastForwardTo"])
  if (typeof prototype[name] !== "function")
    throw new Error(`htmlparser2's Tokenizer has no ${name}(): update gatherers/page/fast-tokenizer.ts`);
const stateText = prototype.stateText as StateMethod;
const handleInAttributeValue = prototype.handleInAttributeValue as QuotedValueMethod;

prototype.stateText = function (this: TokenizerState, c: number): void {
  if (c === LESS_THAN || c === AMPERSAND || !this.decodeEntities) stateText.call(this, c);
  else skipTo(this, nextStop(this, "<"));
};

prototype.handleInAttributeValue = function (this: TokenizerState, c: number, quote: number): void {
  if (c === quote || c === AMPERSAND || !this.decodeEntities) handleInAttributeValue.call(this, c, quote);
  else skipTo(this, nextStop(this, quote === 0x22 ? '"' : "'"));
};

prototype.fastForwardTo = function (this: TokenizerState, c: number): boolean {
  const found = this.buffer.indexOf(String.fromCharCode(c), this.index - this.offset + 1);
  if (found === -1) {
    this.index = this.buffer.length + this.offset - 1;
    return false;
  }
  this.index = found + this.offset;
  return true;
};
