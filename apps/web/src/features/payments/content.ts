import { TEST_CARD_DECLINED, TEST_CARD_PAYS } from '@medprep/shared/constants';

/**
 * Labels and sentences of the payment screens (the built-in checkout page, my purchases, a receipt) that the
 * shared contract does not carry (the specification's messages and test cards come from @medprep/shared).
 */
export const PAYMENT_TEXT = {
  checkoutTitle: 'Checkout',
  testMode: 'Test mode',
  testModeBody: 'This is the built-in test checkout: no real card is charged.',
  oneTime: 'One-time payment',
  cardNumber: 'Card number',
  pay: (price: string) => `Pay ${price}`,
  cancel: 'Cancel',
  expiresAt: (time: string) => `This checkout expires at ${time}.`,
  myCourses: 'Go to My courses',
  backToPlans: 'Back to plans',
  purchasesTitle: 'My purchases',
  purchasesEmpty: 'You have not bought anything yet.',
  browseCourses: 'Browse courses',
  viewReceipt: 'Receipt',
  receiptTitle: 'Receipt',
  print: 'Print',
  backToPurchases: 'Back to my purchases',
} as const;

/** '4242424242424242' → '4242 4242 4242 4242'. */
export const groupCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export const TEST_CARD_HINT = `Test cards: ${groupCard(TEST_CARD_PAYS)} pays, ${groupCard(TEST_CARD_DECLINED)} is declined.`;
