import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from './rules.ts';

describe('money words', () => {
  it('a price of nothing is Free; a sum of nothing is £0.00', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(0, 'USD')).toBe('US$0.00');
  });

  it('both write any other amount with two decimals, whatever the currency', () => {
    for (const format of [formatPrice, formatMoney]) {
      expect(format(2900)).toBe('£29.00');
      expect(format(999)).toBe('£9.99');
      expect(format(7500, 'EUR')).toBe('€75.00');
      expect(format(1000, 'JPY')).toBe('JP¥10.00');
    }
    expect(formatMoney(-1250)).toBe('-£12.50');
  });
});
