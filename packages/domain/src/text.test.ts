import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText, storableText, textMessages } from './text';

describe('storable text', () => {
  it.each(['', 'Matti Meikäläinen', 'rivi 1\nrivi 2\t!', '💥 emoji', 'ääkköset ÅÄÖ', '\u{10FFFF}'])(
    'accepts %j',
    (value) => {
      expect(isStorableText(value)).toBe(true);
      expect(storableText().parse(value)).toBe(value);
    },
  );

  it.each(['\u0000', 'Ma\u0000tti', '\uD800', 'a\uDBFFb', '\uDC00', 'x\uDFFF', '\uDC00\uD800'])(
    'refuses %j',
    (value) => {
      expect(isStorableText(value)).toBe(false);
      expect(
        storableText()
          .safeParse(value)
          .error?.issues.map((issue) => issue.message),
      ).toEqual([textMessages.unstorable]);
    },
  );

  it('takes a message of its own', () => {
    expect(storableText('oma').safeParse('\u0000').error?.issues[0]?.message).toBe('oma');
  });

  it('agrees with UTF-8 encoding for any text of UTF-16 units', () => {
    // encodeURIComponent refuses exactly the texts that have no UTF-8 form (lone surrogates).
    const hasUtf8Form = (value: string) => {
      try {
        encodeURIComponent(value);
        return true;
      } catch {
        return false;
      }
    };
    const unit = fc.nat(0xffff).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(fc.string({ unit }), (value) => {
        expect(isStorableText(value)).toBe(hasUtf8Form(value) && !value.includes('\u0000'));
      }),
    );
  });
});
