import { describe, expect, it } from 'vitest';
import { isTypeAhead, moveFor, stepIndex, typeAheadIndex } from './keys';

describe('sidebar keys', () => {
  it('maps the arrow keys, Home and End', () => {
    expect(moveFor('ArrowDown')).toBe('next');
    expect(moveFor('ArrowLeft')).toBe('close');
    expect(moveFor('Tab')).toBeUndefined();
  });
  it('steps within the visible entries and stays at the ends', () => {
    expect(stepIndex(5, 2, 'next')).toBe(3);
    expect(stepIndex(5, 4, 'next')).toBeUndefined();
    expect(stepIndex(5, 0, 'previous')).toBeUndefined();
    expect(stepIndex(5, 3, 'first')).toBe(0);
    expect(stepIndex(5, 1, 'last')).toBe(4);
    expect(stepIndex(0, 0, 'next')).toBeUndefined();
  });
  it('jumps to the next label starting with the typed text, wrapping, and refines', () => {
    const labels = ['Accounts', 'Search', 'Segments', 'Sources', 'Tags'];
    expect(typeAheadIndex(labels, 0, 's')).toBe(1);
    expect(typeAheadIndex(labels, 1, 's')).toBe(2);
    expect(typeAheadIndex(labels, 1, 'so')).toBe(3);
    expect(typeAheadIndex(labels, 3, 'sou')).toBe(3);
    expect(typeAheadIndex(labels, 4, 'a')).toBe(0);
    expect(typeAheadIndex(labels, 0, 'x')).toBeUndefined();
  });
  it('counts printable keys without modifiers only', () => {
    expect(isTypeAhead({ key: 's', ctrlKey: false, metaKey: false, altKey: false })).toBe(true);
    expect(isTypeAhead({ key: 's', ctrlKey: true, metaKey: false, altKey: false })).toBe(false);
    expect(isTypeAhead({ key: 'Enter', ctrlKey: false, metaKey: false, altKey: false })).toBe(
      false,
    );
    expect(isTypeAhead({ key: ' ', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isTypeAhead({ key: '/', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
  });
});
