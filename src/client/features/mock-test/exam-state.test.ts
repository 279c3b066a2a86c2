import { describe, expect, it } from 'vitest';
import { paletteStates } from '#shared/mock-test-schemas.ts';
import {
  countByState,
  entryOf,
  examReducer,
  hasUnsavedChoice,
  startExam,
  timeOnlySaves,
  type ExamAction,
  type ExamState,
} from './exam-state';

const questions = [
  { id: 1, sectionId: 10 },
  { id: 2, sectionId: 10 },
  { id: 3, sectionId: 20 },
  { id: 4, sectionId: 20 },
];

function run(state: ExamState, ...actions: ExamAction[]) {
  const saves = [];
  for (const action of actions) {
    const result = examReducer(state, action);
    state = result.state;
    saves.push(...result.saves);
  }
  return { state, saves };
}

const fresh = () => startExam(questions, {});

describe('the exam palette', () => {
  it('starts on the first question, which counts as seen', () => {
    const { state, saves } = fresh();
    expect(state.current).toBe(0);
    expect(entryOf(state, 1).state).toBe('not_answered');
    expect(entryOf(state, 2).state).toBe('not_visited');
    expect(saves).toEqual([
      { questionId: 1, state: 'not_answered', answer: null, seq: 1, currentQuestionId: 1 },
    ]);
  });

  it('Save & Next saves the choice and shows the next question', () => {
    const { state, saves } = run(
      fresh().state,
      { type: 'choose', answer: 'B' },
      { type: 'save_next' },
    );
    expect(entryOf(state, 1)).toEqual({ state: 'answered', answer: 'B' });
    expect(state.current).toBe(1);
    expect(entryOf(state, 2).state).toBe('not_answered');
    expect(saves).toEqual([
      // One write per move: only the last save names the question now shown.
      { questionId: 1, state: 'answered', answer: 'B', seq: 2 },
      { questionId: 2, state: 'not_answered', answer: null, seq: 3, currentQuestionId: 2 },
    ]);
  });

  it('Save & Next without a choice leaves the question not answered', () => {
    const { state, saves } = run(fresh().state, { type: 'save_next' });
    expect(entryOf(state, 1).state).toBe('not_answered');
    expect(saves.map((s) => s.questionId)).toEqual([2]);
  });

  it('a palette click, Next and Back do not save the choice on screen', () => {
    const start = fresh().state;
    for (const move of [{ type: 'go', index: 2 }, { type: 'next' }] as ExamAction[]) {
      const { state, saves } = run(start, { type: 'choose', answer: 'C' }, move);
      expect(entryOf(state, 1)).toEqual({ state: 'not_answered', answer: null });
      expect(saves.every((s) => s.questionId !== 1)).toBe(true);
    }
    const saved = run(start, { type: 'choose', answer: 'A' }, { type: 'save_next' }).state;
    const { state, saves } = run(saved, { type: 'choose', answer: 'D' }, { type: 'back' });
    expect(state.current).toBe(0);
    expect(state.draft).toBe('A');
    expect(entryOf(state, 2).state).toBe('not_answered');
    expect(saves).toEqual([]);
  });

  it('a changed choice is unsaved until a Save button', () => {
    const saved = run(
      fresh().state,
      { type: 'choose', answer: 'A' },
      { type: 'save_next' },
      { type: 'back' },
    ).state;
    expect(hasUnsavedChoice(saved)).toBe(false);
    const changed = run(saved, { type: 'choose', answer: 'C' }).state;
    expect(hasUnsavedChoice(changed)).toBe(true);
    expect(entryOf(changed, 1).answer).toBe('A');
  });

  it('Save & Mark for Review saves the choice as answered and marked, which is evaluated', () => {
    const { state, saves } = run(
      fresh().state,
      { type: 'choose', answer: '2.5' },
      { type: 'save_mark_next' },
    );
    expect(entryOf(state, 1)).toEqual({ state: 'answered_marked_for_review', answer: '2.5' });
    expect(saves[0]).toMatchObject({ state: 'answered_marked_for_review', answer: '2.5' });
    const none = run(fresh().state, { type: 'save_mark_next' }).state;
    expect(entryOf(none, 1)).toEqual({ state: 'marked_for_review', answer: null });
  });

  it('Mark for Review & Next marks without saving the choice, keeping an earlier saved answer', () => {
    const unsaved = run(fresh().state, { type: 'choose', answer: 'A' }, { type: 'mark_next' });
    expect(entryOf(unsaved.state, 1)).toEqual({ state: 'marked_for_review', answer: null });
    expect(unsaved.state.current).toBe(1);

    const answered = run(
      fresh().state,
      { type: 'choose', answer: 'A' },
      { type: 'save_next' },
      { type: 'back' },
    );
    const { state } = run(answered.state, { type: 'choose', answer: 'B' }, { type: 'mark_next' });
    expect(entryOf(state, 1)).toEqual({ state: 'answered_marked_for_review', answer: 'A' });
  });

  it('Clear Response removes the saved answer and the mark, and stays', () => {
    const answered = run(
      fresh().state,
      { type: 'choose', answer: 'A' },
      { type: 'save_next' },
      { type: 'back' },
    );
    const { state, saves } = run(answered.state, { type: 'clear' });
    expect(state.current).toBe(0);
    expect(state.draft).toBeNull();
    expect(entryOf(state, 1)).toEqual({ state: 'not_answered', answer: null });
    expect(saves).toHaveLength(1);

    const marked = run(
      fresh().state,
      { type: 'choose', answer: 'A' },
      { type: 'save_mark_next' },
      { type: 'back' },
      { type: 'clear' },
    );
    expect(entryOf(marked.state, 1)).toEqual({ state: 'not_answered', answer: null });
  });

  it('reaches all five states, and counts them', () => {
    const { state } = run(
      fresh().state,
      { type: 'choose', answer: 'A' },
      { type: 'save_next' }, // q1 answered
      { type: 'choose', answer: 'B' },
      { type: 'save_mark_next' }, // q2 answered and marked
      { type: 'mark_next' }, // q3 marked
    );
    // q4 is shown (not answered) and nothing is not visited; a fresh exam has three.
    expect(countByState(state)).toEqual({
      not_visited: 0,
      not_answered: 1,
      answered: 1,
      marked_for_review: 1,
      answered_marked_for_review: 1,
    });
    expect(countByState(fresh().state, 20).not_visited).toBe(2);
    expect(Object.keys(countByState(state))).toEqual([...paletteStates]);
  });

  it('stays on the last question and the first', () => {
    const last = run(
      fresh().state,
      { type: 'go', index: 3 },
      { type: 'next' },
      { type: 'save_next' },
    );
    expect(last.state.current).toBe(3);
    expect(run(fresh().state, { type: 'back' }).state.current).toBe(0);
    expect(run(fresh().state, { type: 'go', index: 9 }).state.current).toBe(0);
  });

  it('a section tab shows the section’s first question', () => {
    const { state } = run(fresh().state, { type: 'section', sectionId: 20 });
    expect(state.current).toBe(2);
  });

  it('numbers saves in order and resumes from the server’s state and number', () => {
    const { state, saves } = run(
      fresh().state,
      { type: 'choose', answer: 'A' },
      { type: 'save_next' },
      { type: 'next' },
    );
    expect(saves.map((s) => s.seq)).toEqual([2, 3, 4]);
    const resumed = startExam(questions, state.entries, {
      currentQuestionId: 3,
      seq: state.seq,
    });
    expect(resumed.saves).toEqual([]);
    expect(resumed.state.current).toBe(2);
    expect(resumed.state.entries).toEqual(state.entries);
    const again = examReducer(resumed.state, { type: 'save_next' });
    expect(again.saves[0]?.seq).toBe(5);
  });
});

describe('where the student is', () => {
  it('numbers a move that saves nothing like a save, once per move', () => {
    const { state } = run(fresh().state, { type: 'next' });
    const back = examReducer(state, { type: 'back' });
    expect(back.saves).toEqual([]);
    expect(back.move).toEqual({ questionId: 1, seq: 3 });
    expect(back.state.seq).toBe(3);
    const palette = examReducer(back.state, { type: 'go', index: 1 });
    expect(palette.move).toEqual({ questionId: 2, seq: 4 });
    // Staying on the question shown is no move; Clear Response names it with its save.
    expect(examReducer(palette.state, { type: 'go', index: 1 }).move).toBeUndefined();
    const answered = run(palette.state, { type: 'choose', answer: 'C' }, { type: 'save_next' });
    const onTwo = examReducer(answered.state, { type: 'back' }).state;
    const cleared = examReducer(onTwo, { type: 'clear' });
    expect(cleared.move).toBeUndefined();
    expect(cleared.saves.map((s) => [s.questionId, s.currentQuestionId])).toEqual([[2, 2]]);
  });

  it('lets a move to an unseen question travel with its visit save', () => {
    const next = examReducer(fresh().state, { type: 'next' });
    expect(next.move).toBeUndefined();
    expect(next.saves).toEqual([
      { questionId: 2, state: 'not_answered', answer: null, seq: 2, currentQuestionId: 2 },
    ]);
  });
});

describe('time-only saves before submitting', () => {
  it('sends the unchanged state of each seen question whose time grew, numbered on', () => {
    const { state } = run(fresh().state, { type: 'choose', answer: 'A' }, { type: 'save_next' });
    const { state: after, saves } = timeOnlySaves(state, { 1: 30, 2: 12, 3: 5 }, { 1: 30, 2: 4 });
    // q1 was sent with its time; q3 was never seen.
    expect(saves).toEqual([
      {
        questionId: 2,
        state: 'not_answered',
        answer: null,
        seq: 4,
        timeSpentSeconds: 12,
      },
    ]);
    expect(after.seq).toBe(4);
    expect(after.entries).toEqual(state.entries);
  });
});
