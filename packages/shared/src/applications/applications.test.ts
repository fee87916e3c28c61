import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, ApplyBody, ApplyForm } from './index.ts';

const answers = {
  displayName: ' Dr Amira Khan ',
  bio: 'Cardiology registrar teaching MRCP candidates weekly.',
  website: '',
};

describe('the application form schema', () => {
  it('parses the form to what the server parses from the request', () => {
    const fromForm = ApplyForm.parse({
      ...answers,
      links: 'https://a.example.com, , https://b.example.com',
      categories: 'MRCP,Cardiology ',
      samples: '',
      agreeTerms: true,
    });
    const fromRequest = ApplyBody.parse({
      ...answers,
      links: ['https://a.example.com', 'https://b.example.com'],
      categories: ['MRCP', 'Cardiology'],
      samples: [],
      agreeTerms: true,
    });
    expect(fromForm).toEqual(fromRequest);
  });

  it('refuses an unticked box with the sentence the server uses', () => {
    const result = ApplyForm.safeParse({
      ...answers,
      links: '',
      categories: '',
      samples: '',
      agreeTerms: false,
    });
    expect(result.error?.issues.find((i) => i.path[0] === 'agreeTerms')?.message).toBe(
      APPLICATION_MESSAGES.agreeTermsRequired,
    );
    expect(ApplyBody.safeParse({ ...answers, agreeTerms: false }).error?.issues[0]?.message).toBe(
      APPLICATION_MESSAGES.agreeTermsRequired,
    );
  });
});
