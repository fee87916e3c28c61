import type { AdminApplication, MyApplication } from '@medprep/shared';

export const myApplicationOf = (overrides: Partial<MyApplication> = {}): MyApplication => ({
  id: '6f1c2d8e-1111-4a5b-9c3d-000000000001',
  status: 'pending',
  user: { id: 'u1', name: 'Amira Khan', email: 'amira@example.com' },
  answers: {
    displayName: 'Dr Amira Khan',
    bio: 'Cardiology registrar teaching MRCP candidates every week since 2021.',
    website: 'https://amira.example.com',
    links: ['https://linkedin.com/in/amira'],
    categories: ['MRCP', 'Cardiology'],
    samples: ['https://youtu.be/abc', 'ECG slides'],
  },
  review: { reason: null, reviewedAt: null },
  rejectionReason: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  submittedAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

export const adminApplicationOf = (overrides: Partial<AdminApplication> = {}): AdminApplication => ({
  ...myApplicationOf(),
  notes: '',
  review: { reason: null, reviewedAt: null, reviewedBy: null },
  ...overrides,
});
