import type { PurchaseKind } from '@medprep/shared';
import type { PublicPagesRegistrar } from './first-paint/index.ts';
import type { LessonTargetCheck, LessonTargetKind } from './lesson-targets.ts';
import type { ModuleJob, PaymentListener, PersonalData, Purchasable, ServerModule } from './module.ts';

/**
 * What the app's modules contributed, built once per `buildApp` from its module list and reached through
 * `deps.registries`: never module state, so two apps in one process see only their own (docs/decisions/420).
 */
export interface Registries {
  readonly modules: readonly string[];
  readonly purchasables: ReadonlyMap<PurchaseKind, Purchasable>;
  readonly paymentListeners: readonly PaymentListener[];
  readonly personalData: readonly PersonalData[];
  readonly pages: readonly PublicPagesRegistrar[];
  readonly jobs: readonly ModuleJob[];
  readonly lessonTargets: ReadonlyMap<LessonTargetKind, LessonTargetCheck>;
}

/** Collects the modules' contributions; a name, purchase kind or personal-data key given twice is a programming error. */
export function collectRegistries(modules: readonly ServerModule[]): Registries {
  const names = new Set<string>();
  const purchasables = new Map<PurchaseKind, Purchasable>();
  const personalData = new Map<string, PersonalData>();
  const lessonTargets = new Map<LessonTargetKind, LessonTargetCheck>();
  const once = (taken: boolean, what: string) => {
    if (taken) throw new Error(`${what} is given by two modules`);
  };
  for (const m of modules) {
    once(names.has(m.name), `Module '${m.name}'`);
    names.add(m.name);
    for (const p of m.purchasables ?? []) {
      once(purchasables.has(p.kind), `Purchase kind '${p.kind}'`);
      purchasables.set(p.kind, p);
    }
    for (const d of m.personalData ?? []) {
      once(personalData.has(d.key), `Personal data '${d.key}'`);
      personalData.set(d.key, d);
    }
    for (const [kind, check] of Object.entries(m.lessonTargets ?? {})) {
      once(lessonTargets.has(kind as LessonTargetKind), `Lesson target check '${kind}'`);
      if (check) lessonTargets.set(kind as LessonTargetKind, check);
    }
  }
  return {
    modules: [...names],
    purchasables,
    paymentListeners: modules.flatMap((m) => m.listeners ?? []),
    personalData: [...personalData.values()],
    pages: modules.flatMap((m) => (m.pages ? [m.pages] : [])),
    jobs: modules.flatMap((m) => m.jobs ?? []),
    lessonTargets,
  };
}
