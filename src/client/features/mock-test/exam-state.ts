import { type PaletteState } from '#shared/mock-test-schemas.ts';

/**
 * The exam screen's palette as a pure state machine, NTA's rules:
 * - only Save & Next and Save & Mark for Review save what is on screen;
 * - Back, Next and a palette click move without saving (the choice on screen is dropped);
 * - a question becomes "not answered" as soon as it is shown;
 * - Mark for Review & Next marks without saving the choice on screen (an answer saved earlier
 *   stays and is evaluated: answered and marked for review);
 * - Clear Response removes the saved answer and any review mark: the question is not answered.
 * Every change of a question's state or saved answer yields one `ExamSave`, numbered in order,
 * for the answer queue to send; the last save of an action names the question then on screen,
 * and an action that moves without saving yields one `ExamMove`, numbered the same way, so the
 * server knows where the student is (another device resumes there). Nothing here knows about
 * time or the network.
 */

export type ExamQuestionRef = { id: number; sectionId: number };

export type PaletteEntry = { state: PaletteState; answer: string | null };

export type ExamState = {
  questions: readonly ExamQuestionRef[];
  current: number;
  entries: Readonly<Record<number, PaletteEntry>>;
  /** The choice on screen for the current question, saved or not. */
  draft: string | null;
  /** The sequence number of the last save produced (resumes from the server's). */
  seq: number;
};

export type ExamSave = {
  questionId: number;
  state: PaletteState;
  answer: string | null;
  seq: number;
  /** On the last save of an action: the question shown after it (resume there). */
  currentQuestionId?: number;
};

/** A move that saved nothing: the question now shown, numbered like a save. */
export type ExamMove = { questionId: number; seq: number };

export type ExamAction =
  | { type: 'choose'; answer: string | null }
  | { type: 'save_next' }
  | { type: 'clear' }
  | { type: 'save_mark_next' }
  | { type: 'mark_next' }
  | { type: 'back' }
  | { type: 'next' }
  | { type: 'go'; index: number }
  | { type: 'section'; sectionId: number };

export type ExamResult = { state: ExamState; saves: ExamSave[]; move?: ExamMove };

const notVisited: PaletteEntry = { state: 'not_visited', answer: null };

export function entryOf(state: ExamState, questionId: number): PaletteEntry {
  return state.entries[questionId] ?? notVisited;
}

/**
 * The state to resume: the server's entries and sequence number, on the question the student
 * last saw. The current question counts as visited (one save if it was not).
 */
export function startExam(
  questions: readonly ExamQuestionRef[],
  entries: Readonly<Record<number, PaletteEntry>>,
  options: { currentQuestionId?: number | null; seq?: number } = {},
): ExamResult {
  if (questions.length === 0) throw new RangeError('A test needs at least one question.');
  const found = questions.findIndex((q) => q.id === options.currentQuestionId);
  const base: ExamState = {
    questions,
    current: 0,
    entries,
    draft: null,
    seq: options.seq ?? 0,
  };
  return arrive(base, found < 0 ? 0 : found, [], false);
}

/** The action's result: its last save names the question on screen. */
function shown(state: ExamState, saves: ExamSave[]): ExamResult {
  const last = saves.at(-1);
  if (!last) return { state, saves };
  const named = { ...last, currentQuestionId: currentId(state) };
  return { state, saves: [...saves.slice(0, -1), named] };
}

/**
 * Shows question `index`: its saved answer is the choice on screen; unseen becomes seen. A move
 * (`index` is not the question shown) that saved nothing yields an `ExamMove`.
 */
function arrive(
  state: ExamState,
  index: number,
  saves: ExamSave[],
  isMove = index !== state.current,
): ExamResult {
  const question = state.questions[index]!;
  const entry = entryOf(state, question.id);
  let next: ExamState = { ...state, current: index, draft: entry.answer };
  const out = [...saves];
  if (entry.state === 'not_visited') {
    next = record(next, question.id, { state: 'not_answered', answer: null }, out);
  }
  if (out.length > 0 || !isMove) return shown(next, out);
  const seq = next.seq + 1;
  return { state: { ...next, seq }, saves: out, move: { questionId: question.id, seq } };
}

function record(
  state: ExamState,
  questionId: number,
  entry: PaletteEntry,
  saves: ExamSave[],
): ExamState {
  const old = entryOf(state, questionId);
  if (old.state === entry.state && old.answer === entry.answer) return state;
  const seq = state.seq + 1;
  saves.push({ questionId, ...entry, seq });
  return { ...state, seq, entries: { ...state.entries, [questionId]: entry } };
}

function currentId(state: ExamState): number {
  return state.questions[state.current]!.id;
}

/** The index after the current one; the last question stays (NTA does not wrap). */
function after(state: ExamState): number {
  return Math.min(state.current + 1, state.questions.length - 1);
}

export function examReducer(state: ExamState, action: ExamAction): ExamResult {
  const id = currentId(state);
  const saves: ExamSave[] = [];
  switch (action.type) {
    case 'choose':
      return { state: { ...state, draft: action.answer }, saves };
    case 'save_next': {
      const entry: PaletteEntry =
        state.draft === null
          ? { state: 'not_answered', answer: null }
          : { state: 'answered', answer: state.draft };
      return arrive(record(state, id, entry, saves), after(state), saves);
    }
    case 'save_mark_next': {
      const entry: PaletteEntry =
        state.draft === null
          ? { state: 'marked_for_review', answer: null }
          : { state: 'answered_marked_for_review', answer: state.draft };
      return arrive(record(state, id, entry, saves), after(state), saves);
    }
    case 'mark_next': {
      const saved = entryOf(state, id).answer;
      const entry: PaletteEntry =
        saved === null
          ? { state: 'marked_for_review', answer: null }
          : { state: 'answered_marked_for_review', answer: saved };
      return arrive(record(state, id, entry, saves), after(state), saves);
    }
    case 'clear': {
      const entry: PaletteEntry = { state: 'not_answered', answer: null };
      return shown(record({ ...state, draft: null }, id, entry, saves), saves);
    }
    case 'back':
      return arrive(state, Math.max(0, state.current - 1), saves);
    case 'next':
      return arrive(state, after(state), saves);
    case 'go':
      if (action.index < 0 || action.index >= state.questions.length) return { state, saves };
      return arrive(state, action.index, saves);
    case 'section': {
      const index = state.questions.findIndex((q) => q.sectionId === action.sectionId);
      if (index < 0 || state.questions[state.current]!.sectionId === action.sectionId) {
        return { state, saves };
      }
      return arrive(state, index, saves);
    }
  }
}

/** How many questions are in each palette state (the Submit summary, the legend counts). */
export function countByState(
  state: Pick<ExamState, 'questions' | 'entries'>,
  sectionId?: number,
): Record<PaletteState, number> {
  const counts: Record<PaletteState, number> = {
    not_visited: 0,
    not_answered: 0,
    answered: 0,
    marked_for_review: 0,
    answered_marked_for_review: 0,
  };
  for (const q of state.questions) {
    if (sectionId !== undefined && q.sectionId !== sectionId) continue;
    counts[(state.entries[q.id] ?? notVisited).state]++;
  }
  return counts;
}

/** Whether the draft on screen differs from what is saved (an unsaved choice). */
export function hasUnsavedChoice(state: ExamState): boolean {
  const saved = entryOf(state, currentId(state));
  return state.draft !== null && state.draft !== saved.answer;
}

/**
 * Saves that carry only time: for each seen question whose time on screen grew since it was last
 * sent, its unchanged state and answer with the new total. Sent before submitting, so the time
 * spent on questions left with Next or a palette click reaches the server too.
 */
export function timeOnlySaves(
  state: ExamState,
  timeSpent: Readonly<Record<number, number>>,
  timeSent: Readonly<Record<number, number>>,
): { state: ExamState; saves: (ExamSave & { timeSpentSeconds: number })[] } {
  let seq = state.seq;
  const saves: (ExamSave & { timeSpentSeconds: number })[] = [];
  for (const q of state.questions) {
    const entry = entryOf(state, q.id);
    const time = timeSpent[q.id] ?? 0;
    if (entry.state === 'not_visited' || time <= (timeSent[q.id] ?? 0)) continue;
    seq += 1;
    saves.push({
      questionId: q.id,
      ...entry,
      seq,
      timeSpentSeconds: time,
    });
  }
  return { state: { ...state, seq }, saves };
}
