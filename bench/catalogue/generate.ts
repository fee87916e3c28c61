import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

/** Inserts generated courses in one statement. */
export async function generateCourses(database: Database, ownerId: string, count: number) {
  // Generated in SQL: titles from medical word lists, so searches hit a realistic share of rows.
  await database.db.execute(sql`
    insert into courses (slug, owner_id, title, subtitle, description, level, category, tags, status,
      price_minor, included_in_membership, enrollment_count, rating_avg, published_at, first_published_at,
      lesson_count, total_duration_sec)
    select
      'bench-' || g,
      ${ownerId},
      (array['Cardiology','Renal Medicine','Pharmacology','Anatomy','Fracture Management','Neurology','Respiratory','Gastroenterology','Endocrinology','Haematology'])[1 + g % 10]
        || ' ' || (array['Essentials','Masterclass','Review','Crash Course','Question Bank','Foundations'])[1 + (g / 10) % 6] || ' ' || g,
      (array['for PLAB','for MRCP','for MRCS','for UKMLA','for USMLE'])[1 + g % 5],
      'Generated course number ' || g || ' covering ' || (array['ECGs','kidneys','prescribing','the brachial plexus','fractured bones'])[1 + g % 5],
      (array['beginner','intermediate','advanced'])[1 + abs(hashint4(g * 3 + 1)) % 3],
      (array['MRCP','MRCP','UKMLA','MRCS','MRCS','MRCP','PLAB','PLAB','USMLE','USMLE'])[1 + g % 10],
      array[(array['cardiology','renal','pharmacology','anatomy','orthopaedics'])[1 + g % 5]],
      case when g % 20 = 0 then 'draft' else 'published' end,
      case when abs(hashint4(g * 5 + 2)) % 7 = 0 then 0 else 900 + (abs(hashint4(g * 5 + 3)) % 50) * 100 end,
      g % 3 <> 0,
      abs(hashint4(g * 7 + 4)) % 997,
      (abs(hashint4(g * 11 + 5)) % 50) / 10.0,
      now() - (g || ' minutes')::interval,
      now() - (g || ' minutes')::interval,
      4,
      3600
    from generate_series(1, ${count}) as g`);
  // As autovacuum would have by the time a real catalogue is this size: statistics and the visibility map.
  await database.db.execute(sql`vacuum analyze courses`);
}
