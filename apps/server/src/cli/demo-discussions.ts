import { NOTIFICATION_MESSAGES, paths } from '@medprep/shared';
import type { DbOrTx } from '../db/client.ts';
import { discussionAnswers, discussionComments, discussionQuestions } from '../db/schema/index.ts';
import { notify } from '../modules/notifications/service.ts';

/**
 * A dozen realistic questions for the demo: asked by the demo learner and member, answered
 * by the demo instructor, some accepted, some with the asker's follow-up, some still unanswered.
 */
interface DemoQuestion {
  asker: 'learner' | 'member';
  title: string;
  body: string;
  /** Which demo course it names (by a word of its title), if any. */
  course?: string;
  answer?: string;
  accepted?: boolean;
  comment?: string;
}

const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    asker: 'learner',
    title: 'Hyperkalaemia with ECG changes: calcium gluconate or insulin-dextrose first?',
    body: 'On my medical rotation a patient had a potassium of 6.9 mmol/L with **peaked T waves**. Which comes first, and why?',
    answer:
      'Calcium gluconate first: 30 ml of 10% IV over 5–10 minutes stabilises the myocardium within minutes but does not lower potassium. Then insulin–dextrose (10 units soluble insulin in 25 g glucose) to shift potassium into cells, with capillary glucose monitoring for hypoglycaemia. Repeat the ECG; give more calcium if changes persist.',
    accepted: true,
    comment: 'That makes sense: stabilise the membrane, then shift. Thank you!',
  },
  {
    asker: 'member',
    title: 'How do I tell atrial flutter from atrial fibrillation on a rhythm strip?',
    body: 'In SBA questions the ECG is often a small strip. What are the quickest clues?',
    course: 'Cardiology',
    answer:
      'Look for regularity and the baseline. Flutter usually gives a regular ventricular rate (often 150/min with 2:1 block) and a saw-tooth baseline best seen in II, III and aVF. AF is irregularly irregular with no discernible P waves and a fibrillatory baseline. A regular narrow-complex tachycardia at exactly 150/min should make you think flutter.',
    accepted: true,
  },
  {
    asker: 'learner',
    title: 'Which anticoagulant for a patient with a mechanical mitral valve?',
    body: 'Can DOACs be used, or is warfarin still required? What INR target applies?',
    course: 'Pharmacology',
    answer:
      'Warfarin. DOACs are contraindicated with mechanical valves (the RE-ALIGN trial showed more thrombosis and bleeding with dabigatran). For a mechanical mitral valve the target INR is usually 3.0–3.5 depending on valve type and patient risk factors; check the local protocol and the BSH guidance.',
  },
  {
    asker: 'member',
    title: 'Recurrent laryngeal nerve: which side loops around the aortic arch?',
    body: 'I keep mixing up the left and right recurrent laryngeal nerves for MRCS anatomy.',
    course: 'Anatomy',
    answer:
      'The **left** recurrent laryngeal nerve hooks under the arch of the aorta, posterior to the ligamentum arteriosum; the right loops around the right subclavian artery. That is why a left hilar or aortic arch lesion can cause hoarseness.',
    accepted: true,
    comment: 'The ligamentum arteriosum landmark is what I needed.',
  },
  {
    asker: 'learner',
    title: 'Breaking bad news in PLAB 2: how structured should I be?',
    body: 'Examiners mention SPIKES. Do they expect every step, or is it about the flow of the conversation?',
    course: 'PLAB 2',
    answer:
      'Use SPIKES as scaffolding, not a script. Examiners mark the warning shot, checking what the patient already knows, pausing after the news, responding to emotion and agreeing a plan. Ticking off steps while ignoring the patient’s cues scores poorly.',
  },
  {
    asker: 'member',
    title: 'Sepsis six: is the one-hour window from triage or from recognition?',
    body: 'Different trusts seem to measure it differently.',
    answer:
      'The hour runs from the time sepsis is recognised (a red flag identified), which in the emergency department is often close to triage. Document the time of recognition and each intervention; that is what audits measure.',
    accepted: true,
  },
  {
    asker: 'learner',
    title: 'Gentamicin dosing in renal impairment: how do I adjust?',
    body: 'The once-daily regimen confuses me when the creatinine clearance is low. Do we reduce the dose or extend the interval?',
    course: 'Pharmacology',
    answer:
      'With once-daily (extended-interval) dosing you keep the dose based on weight and extend the interval according to a nomogram (Hartford or the local one), guided by a level taken 6–14 hours after the dose. In significant renal impairment discuss with microbiology and pharmacy.',
  },
  {
    asker: 'member',
    title: 'Best approach to SBA questions with two plausible answers?',
    body: 'I often narrow it down to two options and then pick the wrong one. Any technique?',
    course: 'PLAB 1',
    answer:
      'Re-read the stem for the qualifier: *most appropriate next step*, *most likely diagnosis*, *initial investigation*. Of two correct-sounding options, one usually answers a different question. Pick the one that follows UK guidance (NICE) and is safe to do first.',
    accepted: true,
  },
  {
    asker: 'learner',
    title: 'Thrombolysis in stroke: what are the absolute contraindications?',
    body: 'I need a list I can remember for the UKMLA. Which ones come up most?',
  },
  {
    asker: 'member',
    title: 'Managing DKA: when do I add dextrose to the fluids?',
    body: 'Is it at a glucose of 14 mmol/L, and do I keep the fixed-rate insulin running?',
  },
  {
    asker: 'learner',
    title: 'Carpal tunnel anatomy: what passes through and what does not?',
    body: 'Is the palmar cutaneous branch of the median nerve inside the tunnel?',
    course: 'Anatomy',
  },
  {
    asker: 'member',
    title: 'Lithium toxicity: which drugs raise lithium levels?',
    body: 'For the Prescribing Safety Assessment, which interactions should I know by heart?',
    course: 'Pharmacology',
  },
];

const HOUR = 60 * 60 * 1000;

export async function seedDemoDiscussions(
  tx: DbOrTx,
  people: { learner: string; member: string; instructor: string },
  courses: { id: string; title: string }[],
): Promise<void> {
  const start = Date.now() - DEMO_QUESTIONS.length * 20 * HOUR;
  for (const [index, demo] of DEMO_QUESTIONS.entries()) {
    const askedAt = new Date(start + index * 20 * HOUR);
    const answeredAt = new Date(askedAt.getTime() + 3 * HOUR);
    const commentedAt = new Date(askedAt.getTime() + 5 * HOUR);
    const courseId = demo.course ? (courses.find((c) => c.title.includes(demo.course!))?.id ?? null) : null;
    const lastActivityAt = demo.comment ? commentedAt : demo.answer ? answeredAt : askedAt;
    const [question] = await tx
      .insert(discussionQuestions)
      .values({
        authorId: people[demo.asker],
        courseId,
        title: demo.title,
        body: demo.body,
        status: demo.answer ? 'answered' : 'open',
        answersCount: demo.answer ? 1 : 0,
        commentsCount: demo.comment ? 1 : 0,
        createdAt: askedAt,
        updatedAt: lastActivityAt,
        lastActivityAt,
      })
      .returning({ id: discussionQuestions.id });
    if (!demo.answer) continue;
    await tx.insert(discussionAnswers).values({
      questionId: question!.id,
      authorId: people.instructor,
      body: demo.answer,
      isAccepted: Boolean(demo.accepted),
      createdAt: answeredAt,
    });
    await notify(tx, {
      userId: people[demo.asker],
      kind: 'discussion_answered',
      title: NOTIFICATION_MESSAGES.discussionAnsweredTitle,
      body: `Dr Eleanor Hughes answered “${demo.title}”.`,
      link: paths.discussion(question!.id),
      at: answeredAt,
    });
    if (demo.comment) {
      await tx.insert(discussionComments).values({
        questionId: question!.id,
        authorId: people[demo.asker],
        body: demo.comment,
        createdAt: commentedAt,
      });
    }
  }
}
