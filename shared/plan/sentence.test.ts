import { describe, expect, it } from 'vitest';
import { sentenceStart, sentencesOf } from './sentence';

describe('sentence-initial capitals', () => {
  it('capitalises a name that begins with a small "the" and keeps the rest as written', () => {
    expect(sentenceStart('the Going-to-the-Sun Road is closed to your rig')).toBe(
      'The Going-to-the-Sun Road is closed to your rig',
    );
    expect(sentenceStart("the Park Loop Road's one-way shore section")).toBe("The Park Loop Road's one-way shore section");
    expect(sentenceStart('Wi-Fi not reported')).toBe('Wi-Fi not reported');
    expect(sentenceStart('McKenzie Pass')).toBe('McKenzie Pass');
  });

  it('skips what comes before the first letter, and leaves text with no letter alone', () => {
    expect(sentenceStart('"the Needles Highway"')).toBe('"The Needles Highway"');
    expect(sentenceStart('(the road to the North Rim)')).toBe('(The road to the North Rim)');
    expect(sentenceStart('')).toBe('');
    expect(sentenceStart('12 ft of clearance')).toBe('12 ft of clearance');
    expect(sentenceStart('-- ')).toBe('-- ');
  });

  it('joins notes as sentences, each with a capital and a full stop', () => {
    expect(sentencesOf(['the Needles Highway is closed to your rig', 'the park\'s other roads are open.', ' '])).toBe(
      "The Needles Highway is closed to your rig. The park's other roads are open.",
    );
  });
});
