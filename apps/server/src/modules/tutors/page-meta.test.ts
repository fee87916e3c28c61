import { randomUUID } from 'node:crypto';
import { documentTitle, TUTOR_TEXT } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { createUser } from '../../db/factories.ts';
import { tutorProfiles, users } from '../../db/schema/index.ts';
import { escapeHtml, NOINDEX_TAG } from '../../platform/first-paint/index.ts';
import { createTestDatabase, TEST_PUBLIC_URL, testConfig } from '../../test/helpers.ts';
import { fixtureDist } from '../../test/web-fixture.ts';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ webDist: fixtureDist().web }),
    db: database.db,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
const metaContent = (html: string, attr: string, key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];

/** An instructor with a tutor profile (listed unless told), as the profile editor saves one. */
async function createTutor(
  input: {
    name?: string;
    avatar?: string | null;
    isListed?: boolean;
    headline?: string;
    bio?: string;
    subjects?: string[];
    hourlyRateMinor?: number;
  } = {},
) {
  const user = await createUser(database.db, { role: 'instructor', name: input.name ?? 'Dr Tutor' });
  if (input.avatar)
    await database.db.update(users).set({ avatar: input.avatar }).where(eq(users.id, user.id));
  const isListed = input.isListed ?? true;
  const [profile] = await database.db
    .insert(tutorProfiles)
    .values({
      userId: user.id,
      headline: input.headline ?? (isListed ? 'MRCP Part 1 coach' : ''),
      bio: input.bio ?? '',
      subjects: input.subjects ?? (isListed ? ['MRCP'] : []),
      languages: ['English'],
      hourlyRateMinor: input.hourlyRateMinor ?? 4500,
      currency: 'GBP',
      meetingNote: 'SECRET-MEETING-NOTE',
      isListed,
    })
    .returning();
  return { user, profile: profile! };
}

describe('tutor pages (decision 341)', () => {
  it('give the listing its own title and description, preloading nothing it does not know', async () => {
    const res = await get('/tutors');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${documentTitle(TUTOR_TEXT.listTitle)}</title>`);
    expect(metaContent(res.body, 'name', 'description')).toMatch(/^One-to-one tutoring with UK clinicians/);
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/tutors" />`);
    expect(res.body).not.toContain('noindex');
  });

  it('give a listed tutor a title, description, canonical, Open Graph and ProfilePage JSON-LD', async () => {
    const { user, profile } = await createTutor({
      name: 'Dr Amara Okafor',
      avatar: '/uploads/avatars/amara.png',
      headline: 'PLAB 2 OSCE coach',
      bio: 'GP trainer who runs **mock circuits** every week.',
      subjects: ['PLAB 2', 'OSCE'],
      hourlyRateMinor: 4550,
    });
    const res = await get(`/tutors/${user.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${TEST_PUBLIC_URL}/tutors/${user.id}`;
    const description = 'PLAB 2 OSCE coach. GP trainer who runs mock circuits every week.';
    expect(html).toContain(`<title>${documentTitle('Dr Amara Okafor')}</title>`);
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe(documentTitle('Dr Amara Okafor'));
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:type')).toBe('profile');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_PUBLIC_URL}/uploads/avatars/amara.png`);
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('SECRET-MEETING-NOTE');
    const [ld] = jsonLd(html);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      dateCreated: profile.createdAt.toISOString(),
      dateModified: profile.updatedAt.toISOString(),
      mainEntity: {
        '@type': 'Person',
        name: 'Dr Amara Okafor',
        description,
        url,
        image: `${TEST_PUBLIC_URL}/uploads/avatars/amara.png`,
        jobTitle: 'PLAB 2 OSCE coach',
        knowsAbout: ['PLAB 2', 'OSCE'],
        knowsLanguage: ['English'],
        makesOffer: {
          '@type': 'Offer',
          price: '45.50',
          priceCurrency: 'GBP',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: '45.50',
            priceCurrency: 'GBP',
            unitCode: 'HUR',
          },
          url,
        },
      },
    });
  });

  it('keep an absolute avatar as it is and leave out the image when there is none', async () => {
    const remote = await createTutor({ avatar: 'https://cdn.example.com/a.png' });
    const [withRemote] = jsonLd((await get(`/tutors/${remote.user.id}`)).body);
    expect(withRemote.mainEntity.image).toBe('https://cdn.example.com/a.png');
    const bare = await createTutor();
    const html = (await get(`/tutors/${bare.user.id}`)).body;
    expect(html).not.toContain('og:image');
    expect(jsonLd(html)[0].mainEntity).not.toHaveProperty('image');
    // The headline alone when there is no bio.
    expect(metaContent(html, 'name', 'description')).toBe('MRCP Part 1 coach');
  });

  it('send the plain page with noindex for an unlisted, deleted, unknown or malformed tutor', async () => {
    const unlisted = await createTutor({ isListed: false });
    const deleted = await createTutor();
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    const learner = await createUser(database.db, { name: 'Not A Tutor' });
    const addresses = [
      `/tutors/${unlisted.user.id}`,
      `/tutors/${deleted.user.id}`,
      `/tutors/${learner.id}`,
      `/tutors/${randomUUID()}`,
      '/tutors/not-a-uuid',
      // The app's other pages under /tutors are not profiles either.
      '/tutors/booking-success',
    ];
    for (const address of addresses) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body, address).toContain(NOINDEX_TAG);
      expect(res.body, address).toContain('<title>MedPrep Academy</title>');
      expect(res.body, address).not.toContain('rel="canonical"');
      expect(res.body, address).not.toContain('application/ld+json');
    }
    // The API agrees: none of them is a public tutor.
    for (const id of [unlisted.user.id, deleted.user.id, learner.id])
      expect((await get(`/api/tutors/${id}`)).statusCode, id).toBe(404);
  });

  it('list the listing and the listed tutors in sitemap.xml, never an unlisted or deleted one', async () => {
    const listed = await createTutor({ name: 'Dr Listed' });
    const unlisted = await createTutor({ isListed: false });
    const deleted = await createTutor();
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${TEST_PUBLIC_URL}/tutors</loc>`);
    expect(sitemap).toContain(
      `<url><loc>${TEST_PUBLIC_URL}/tutors/${listed.user.id}</loc><lastmod>${listed.profile.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(sitemap).not.toContain(unlisted.user.id);
    expect(sitemap).not.toContain(deleted.user.id);
  });

  it('escape HTML in a tutor’s name and headline', async () => {
    const { user } = await createTutor({
      name: 'Dr <b>Bold</b> & "Quoted"',
      headline: `</script><script>alert('x')</script>`,
    });
    const html = (await get(`/tutors/${user.id}`)).body;
    const title = escapeHtml(documentTitle('Dr <b>Bold</b> & "Quoted"'));
    expect(title).toContain('Dr &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Quoted&quot;');
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    const [ld] = jsonLd(html);
    expect(ld.mainEntity.name).toBe('Dr <b>Bold</b> & "Quoted"');
    expect(ld.mainEntity.jobTitle).toBe(`</script><script>alert('x')</script>`);
  });
});
