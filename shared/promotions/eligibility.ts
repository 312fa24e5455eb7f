// Which promotions an entity may offer its clients. A promotion lists the entities that may offer
// it (the CMS's data); on top of that, an entity whose regulator bans inducements to retail
// clients never shows one, whatever the data says (ASIC's CFD product intervention order bans
// deposit bonuses, trading credits, rebates and rewards for retail clients; education is allowed).
import type { Entity } from '../company/entities.ts';

/** Promotion categories that are inducements to trade (money, credit, rebates, rewards). */
export const inducementCategories: ReadonlySet<string> = new Set(['bonus', 'rewards', 'trading']);

/** The register's rule: whether the entity's regulator lets it offer retail inducements (none unless it says so). */
export function entityAllowsInducements(e: Entity): boolean {
  return e.inducementsAllowed ?? false;
}

export interface PromotionEligibility {
  category?: string | undefined;
  /** Entity ids that may offer the promotion; absent: every entity whose rules allow it. */
  entities?: readonly string[] | undefined;
}

export function entityMayOffer(e: Entity, p: PromotionEligibility): boolean {
  if (p.entities && !p.entities.includes(e.id)) return false;
  if (p.category && inducementCategories.has(p.category) && !entityAllowsInducements(e)) return false;
  return true;
}
