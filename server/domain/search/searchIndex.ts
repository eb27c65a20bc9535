/**
 * The catalogue's search index, held in memory by each instance of the host: the same code finds the
 * same products in the same order whichever engine stores them. A product is found by the words of
 * its names (Turkish and English), brand and series, and by its codes (code, barcode, equivalents)
 * compared without separators. How a query word meets a catalogue word, best first:
 *  1. the same word in the product's name;
 *  2. the same word elsewhere, a word it begins (a prefix: 'sigor' → 'sigorta'), the same Turkish
 *     stem ('sigortalar', 'sigortası' → 'sigorta'), a catalogue word it begins with at most four
 *     letters of suffix ('prizler' → 'priz'), or a part of a code ('5sl61206' → '5SL6120-6');
 *  3. a word one typo away (4-7 letters) or two (8 and more), only where nothing else met it.
 * A product's tier is its worst clause's best match; a whole query equal to its code is tier 0.
 */
import { boundedDistance, typoBudget } from './editDistance';
import type { Clause, QueryWord, SearchPlan } from './searchPlan';
import { compactCode, foldText, hasDigit, lowerWords, wordParts } from './searchText';
import { turkishStem } from './turkishStem';

export interface IndexedProduct {
  id: number;
  name: string;
  nameEn: string;
  brand: string;
  model: string;
  /** Its variants' names: words found as the brand's and series' are, below the product's own name. */
  variants: string[];
  /** The product's own code and barcode: the whole query equal to one ranks the product first. */
  codes: string[];
  /** Codes of products it may replace, and its variants' codes: found by, but not ranked as, its own. */
  equivalents: string[];
}

/** The tiers of a match, best first. */
export const TIER = { code: 0, name: 1, word: 2, corrected: 3 } as const;
const NONE = 255;

/** A stem or suffix rule needs this much of a word: shorter stems ('ak' of 'akım') say too little. */
const STEM_MIN = 4;
/** The shortest catalogue word a query word may begin with a suffix after it. */
const SHORT_STEM = 3;
/** Plural, possessive and case endings, folded: what may follow a three-letter word. */
const NOUN_SUFFIXES = new Set([
  'ler',
  'lar',
  'leri',
  'lari',
  'i',
  'u',
  'si',
  'su',
  'in',
  'un',
  'e',
  'a',
  'de',
  'da',
  'den',
  'dan',
  'le',
  'la',
]);
/** Letters a query word may have past a catalogue word it begins with ('lar', 'ları', 'leri'). */
const SUFFIX_MAX = 4;
/** Code parts shorter than this are too common to mean a code. */
const CODE_MIN = 3;

export interface SearchResult {
  /** The ids found, in the order the index was given its products (the host gives them by name). */
  ids: number[];
  /** Each found id's tier (TIER), in the order of ids. */
  tiers: number[];
}

class WordTable {
  readonly words: string[] = [];
  readonly byWord = new Map<string, number>();
  idOf(word: string): number {
    let id = this.byWord.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.byWord.set(word, id);
    }
    return id;
  }
}

const trigramsOf = (word: string): string[] => {
  const padded = `^^${word}$$`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
};

export class SearchIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly vocabulary: string[];
  /** Vocabulary ids in the words' order, for prefix ranges. */
  private readonly sorted: Int32Array;
  private readonly byWord: Map<string, number>;
  /** Per word: the products having it in a name, and those having it elsewhere. */
  private readonly inName: Int32Array[];
  private readonly inOther: Int32Array[];
  private readonly byStem = new Map<string, number[]>();
  private readonly byTrigram = new Map<string, number[]>();
  /** Every product's compact codes, '\n' after each, and where each product's part begins. */
  private readonly codeText: string;
  private readonly codeStarts: Int32Array;
  private readonly codeOwners: Int32Array;
  private readonly exactCodes = new Map<string, number[]>();

  constructor(products: readonly IndexedProduct[]) {
    this.size = products.length;
    this.ids = Int32Array.from(products.map((p) => p.id));
    const table = new WordTable();
    const name: number[][] = [];
    const other: number[][] = [];
    const add = (lists: number[][], word: string, position: number) => {
      const id = table.idOf(word);
      const list = (lists[id] ??= []);
      if (list[list.length - 1] !== position) list.push(position);
    };
    const codeParts: string[] = [];
    const starts: number[] = [];
    const owners: number[] = [];
    let offset = 0;
    products.forEach((product, position) => {
      for (const lower of [...lowerWords(product.name), ...lowerWords(product.nameEn)]) {
        const word = foldText(lower);
        add(name, word, position);
        for (const part of wordParts(word)) add(other, part, position);
        this.noteStem(table.idOf(word), lower);
      }
      const others = [product.brand, product.model, ...product.variants];
      for (const lower of others.flatMap(lowerWords)) {
        const word = foldText(lower);
        add(other, word, position);
        this.noteStem(table.idOf(word), lower);
      }
      for (const code of [...product.codes, ...product.equivalents]) {
        const compact = compactCode(code);
        if (compact === '') continue;
        if (product.codes.includes(code)) {
          const same = this.exactCodes.get(compact) ?? [];
          if (same[same.length - 1] !== position) same.push(position);
          this.exactCodes.set(compact, same);
        }
        codeParts.push(compact, '\n');
        starts.push(offset);
        owners.push(position);
        offset += compact.length + 1;
      }
    });
    this.vocabulary = table.words;
    this.byWord = table.byWord;
    const empty = new Int32Array(0);
    this.inName = this.vocabulary.map((_w, id) => (name[id] ? Int32Array.from(name[id]) : empty));
    this.inOther = this.vocabulary.map((_w, id) => (other[id] ? Int32Array.from(other[id]) : empty));
    this.sorted = Int32Array.from(
      this.vocabulary.map((_w, id) => id).sort((a, b) => compare(this.vocabulary[a]!, this.vocabulary[b]!)),
    );
    this.vocabulary.forEach((word, id) => {
      if (typoBudget(word) === 0) return;
      for (const gram of trigramsOf(word)) {
        const list = this.byTrigram.get(gram);
        if (list) list.push(id);
        else this.byTrigram.set(gram, [id]);
      }
    });
    this.codeText = codeParts.join('');
    this.codeStarts = Int32Array.from(starts);
    this.codeOwners = Int32Array.from(owners);
  }

  private noteStem(wordId: number, lower: string): void {
    const stem = turkishStem(lower);
    if ([...stem].length < STEM_MIN) return;
    const list = this.byStem.get(stem);
    if (!list) this.byStem.set(stem, [wordId]);
    else if (!list.includes(wordId)) list.push(wordId);
  }

  /**
   * The products matching every clause of the plan, with their tiers. When none matches them all, a
   * query of several words finds the products that match all but one, as corrected matches: a buyer
   * who adds a word the catalogue does not use ('ampul e14 philips' for a name without 'ampul') gets
   * the products the other words name rather than nothing. Only a word may be left out, never a
   * number or a code: a wrong code finds nothing rather than whatever its parts meet.
   */
  search(plan: SearchPlan): SearchResult {
    if (plan.clauses.length === 0) return { ids: [], tiers: [] };
    const clauses = plan.clauses.map((clause) => this.clauseTiers(clause));
    let result = clauses.reduce((all, tiers) => worst(all, tiers), new Uint8Array(this.size).fill(0));
    if (clauses.length >= 2 && !result.some((tier) => tier !== NONE))
      result = allButOne(clauses, plan.clauses.map(isPlainWord));
    for (const position of this.exactCodes.get(plan.code) ?? []) result[position] = TIER.code;
    const ids: number[] = [];
    const tiers: number[] = [];
    result.forEach((tier, position) => {
      if (tier === NONE) return;
      ids.push(this.ids[position]!);
      tiers.push(tier);
    });
    return { ids, tiers };
  }

  /** Each product's best tier for a clause: any alternative, all of whose words match. */
  private clauseTiers(clause: Clause): Uint8Array {
    const clauseTiers = new Uint8Array(this.size).fill(NONE);
    for (const alternative of clause) {
      let alternativeTiers: Uint8Array | null = null;
      for (const word of alternative) {
        const tiers = this.wordTiers(word);
        alternativeTiers = alternativeTiers ? worst(alternativeTiers, tiers) : tiers;
      }
      if (alternativeTiers) best(clauseTiers, alternativeTiers);
    }
    return clauseTiers;
  }

  /** Each product's best tier for one query word (NONE where it does not match). */
  private wordTiers(word: QueryWord): Uint8Array {
    const tiers = new Uint8Array(this.size).fill(NONE);
    const mark = (positions: ArrayLike<number>, tier: number) => {
      for (let i = 0; i < positions.length; i++) {
        const p = positions[i]!;
        if (tier < tiers[p]!) tiers[p] = tier;
      }
    };
    const markWord = (id: number, exact: boolean) => {
      mark(this.inName[id]!, exact ? TIER.name : TIER.word);
      mark(this.inOther[id]!, TIER.word);
    };
    const found = this.directWords(word);
    for (const [id, exact] of found) markWord(id, exact);
    const codes = this.codeMatches(word.folded);
    mark(codes, TIER.word);
    if (found.size === 0 && codes.length === 0)
      for (const id of this.corrections(word.folded)) {
        mark(this.inName[id]!, TIER.corrected);
        mark(this.inOther[id]!, TIER.corrected);
      }
    return tiers;
  }

  /** The catalogue words a query word meets without a correction: id → whether it is the same word. */
  private directWords(word: QueryWord): Map<number, boolean> {
    const found = new Map<number, boolean>();
    const { folded } = word;
    const exact = this.byWord.get(folded);
    if (exact !== undefined) found.set(exact, true);
    const numeric = hasDigit(folded);
    // Even one letter begins words: 'viko k' is typed on the way to 'viko karre'.
    for (const id of this.withPrefix(folded))
      if (!found.has(id) && (!numeric || numberPrefixEnds(this.vocabulary[id]!, folded)))
        found.set(id, false);
    if (numeric || !/^\p{L}+$/u.test(folded)) return found;
    const stem = turkishStem(word.lower);
    if ([...stem].length >= STEM_MIN) {
      if (stem !== folded) for (const id of this.withPrefix(stem)) if (!found.has(id)) found.set(id, false);
      for (const id of this.byStem.get(stem) ?? []) if (!found.has(id)) found.set(id, false);
    }
    const letters = [...folded];
    for (
      let length = letters.length - 1;
      length >= Math.max(SHORT_STEM, letters.length - SUFFIX_MAX);
      length--
    ) {
      // A three-letter word ('pil', 'kol') is met only through a suffix Turkish puts on nouns.
      if (length < STEM_MIN && !NOUN_SUFFIXES.has(letters.slice(length).join(''))) continue;
      const head = letters.slice(0, length).join('');
      const id = this.byWord.get(head);
      if (id !== undefined && !found.has(id)) found.set(id, false);
      for (const stemmed of this.byStem.get(head) ?? []) if (!found.has(stemmed)) found.set(stemmed, false);
    }
    return found;
  }

  /** Vocabulary ids of the words beginning with `prefix`. */
  private withPrefix(prefix: string): number[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(this.vocabulary[this.sorted[mid]!]!, prefix) < 0) low = mid + 1;
      else high = mid;
    }
    const ids: number[] = [];
    for (let i = low; i < this.sorted.length; i++) {
      const id = this.sorted[i]!;
      if (!this.vocabulary[id]!.startsWith(prefix)) break;
      ids.push(id);
    }
    return ids;
  }

  /** Products whose compact codes contain the word's letters and digits (codes only: they hold digits). */
  private codeMatches(folded: string): number[] {
    const part = compactCode(folded);
    if (part.length < CODE_MIN || !hasDigit(part)) return [];
    const positions: number[] = [];
    for (let at = this.codeText.indexOf(part); at >= 0; at = this.codeText.indexOf(part, at + 1)) {
      const owner = this.codeOwners[upperBound(this.codeStarts, at) - 1]!;
      if (positions[positions.length - 1] !== owner) positions.push(owner);
    }
    return positions;
  }

  /** Vocabulary words within the word's typo budget (none for short words and numbers). */
  private corrections(folded: string): number[] {
    const budget = typoBudget(folded);
    if (budget === 0) return [];
    const shared = new Map<number, number>();
    for (const gram of trigramsOf(folded))
      for (const id of this.byTrigram.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const ids: number[] = [];
    for (const [id] of shared) {
      const candidate = this.vocabulary[id]!;
      if (typoBudget(candidate) === 0) continue;
      if (boundedDistance(folded, candidate, budget) <= budget) ids.push(id);
    }
    return ids;
  }
}

/** Code-point order, the same on every machine (no locale): the prefix ranges depend on it. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** '16' begins '16a' but not '160w' nor '16.5a': a number is a prefix only where the number ends ('s2' begins 's201'). */
function numberPrefixEnds(word: string, prefix: string): boolean {
  if (!/^\d+(\.\d+)?$/.test(prefix)) return true;
  const next = word[prefix.length];
  return next !== undefined && !/[\d.]/.test(next);
}

function upperBound(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A clause as typed is words without digits: one the looser answer may leave out. */
const isPlainWord = (clause: Clause) => clause[0]!.every((word) => !hasDigit(word.folded));

/**
 * The products matching every clause but one plain word, each at the corrected tier or its own
 * worse one.
 */
function allButOne(clauses: Uint8Array[], droppable: boolean[]): Uint8Array {
  const result = new Uint8Array(clauses[0]!.length).fill(NONE);
  for (let p = 0; p < result.length; p++) {
    let missed = -1;
    let tier: number = TIER.corrected;
    for (let c = 0; c < clauses.length && missed !== -2; c++) {
      const own = clauses[c]![p]!;
      if (own !== NONE) tier = Math.max(tier, own);
      else missed = missed === -1 && droppable[c] ? c : -2;
    }
    if (missed >= 0) result[p] = tier;
  }
  return result;
}

/** Into `into`, the better tier of each product. */
function best(into: Uint8Array, other: Uint8Array): void {
  for (let i = 0; i < into.length; i++) if (other[i]! < into[i]!) into[i] = other[i]!;
}

/** The worse tier of each product (NONE wins: every part must match). */
function worst(a: Uint8Array, b: Uint8Array): Uint8Array {
  for (let i = 0; i < a.length; i++) if (b[i]! > a[i]!) a[i] = b[i]!;
  return a;
}
