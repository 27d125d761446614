// The bump a change to a surface needs, and the version arithmetic behind bumps and ranges.
import { bumpFor, diffSurfaces } from './surfaceDiff.cjs';
import { bumpVersion, compareVersions, requiredRange } from './versions.cjs';

const page = { kind: 'value', signature: '({ title }: { title: string; }) => Element' } as const;
const tone = { kind: 'type', signature: '"bad" | "good"' } as const;
const before = { '.': { Page: page, Tone: tone } };

describe('the bump a change needs', () => {
  test('an unchanged surface needs none', () => {
    const changes = diffSurfaces(before, { '.': { Tone: tone, Page: page } });
    expect(changes).toEqual([]);
    expect(bumpFor(changes)).toBe('none');
  });

  test('an export added needs a minor bump', () => {
    const after = { '.': { ...before['.'], Section: page } };
    const changes = diffSurfaces(before, after);
    expect(changes).toEqual([{ change: 'added', entryPoint: '.', name: 'Section' }]);
    expect(bumpFor(changes)).toBe('minor');
  });

  test('an entry point added with its exports needs a minor bump', () => {
    const changes = diffSurfaces(before, { ...before, './pages': { Section: page } });
    expect(changes).toEqual([{ change: 'added', entryPoint: './pages', name: 'Section' }]);
    expect(bumpFor(changes)).toBe('minor');
  });

  test('an export removed needs a major bump, even beside an addition', () => {
    const changes = diffSurfaces(before, { '.': { Page: page, Section: page } });
    expect(changes).toEqual([
      { change: 'added', entryPoint: '.', name: 'Section' },
      { change: 'removed', entryPoint: '.', name: 'Tone' },
    ]);
    expect(bumpFor(changes)).toBe('major');
  });

  test('a changed signature needs a major bump', () => {
    const widened = { kind: 'type', signature: '"bad" | "good" | "neutral"' } as const;
    const changes = diffSurfaces(before, { '.': { Page: page, Tone: widened } });
    expect(changes).toEqual([{ change: 'changed', entryPoint: '.', name: 'Tone' }]);
    expect(bumpFor(changes)).toBe('major');
  });

  test('a changed kind (a value that became a type) needs a major bump', () => {
    const typeOnly = { kind: 'type', signature: page.signature } as const;
    const changes = diffSurfaces(before, { '.': { Page: typeOnly, Tone: tone } });
    expect(bumpFor(changes)).toBe('major');
  });
});

describe('versions', () => {
  test('a bump raises its part and resets those after it', () => {
    expect(bumpVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(bumpVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.4.2', 'none')).toBe('1.4.2');
  });

  test('versions compare by number, not by text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
    expect(() => compareVersions('1.0', '1.0.0')).toThrow(
      '"1.0" is not a version of the form 1.2.3',
    );
  });

  test('a range runs from the newest since used to the next major of the version built against', () => {
    expect(requiredRange('1.4.0', ['1.0.0', '1.2.0', '1.1.0'])).toBe('>=1.2.0 <2.0.0');
    // Rebuilt against 2.x, using only exports unchanged since 1.x: a 1.x shell still serves it.
    expect(requiredRange('2.1.0', ['1.0.0', '1.3.0'])).toBe('>=1.3.0 <3.0.0');
    expect(requiredRange('2.1.0', [])).toBe('>=1.0.0 <3.0.0');
  });
});
