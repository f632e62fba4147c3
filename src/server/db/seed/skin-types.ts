/**
 * The skin types each sample skincare product suits, as its maker sells it: foaming and
 * mattifying ones for oily skin, rich creams for dry, soothing ones for sensitive. A lip balm
 * suits no skin type, so it has none.
 */
import type { SkinType } from '#shared/skin';

const OILY: SkinType[] = ['oily', 'combination'];
const OILY_NORMAL: SkinType[] = ['oily', 'combination', 'normal'];
const OILY_SENSITIVE: SkinType[] = ['oily', 'combination', 'sensitive'];
const DRY: SkinType[] = ['dry', 'normal'];
const DRY_SENSITIVE: SkinType[] = ['dry', 'normal', 'sensitive'];
const DRY_COMBINATION: SkinType[] = ['dry', 'combination', 'normal'];
const NOT_SENSITIVE: SkinType[] = ['oily', 'dry', 'combination', 'normal'];
const EVERY: SkinType[] = ['oily', 'dry', 'combination', 'normal', 'sensitive'];

/** By the product's full name (brand and line). */
export const SEED_SKIN_TYPES: Record<string, SkinType[]> = {
  'The Ordinary Niacinamide 10% + Zinc 1% Serum': OILY,
  'The Ordinary Hyaluronic Acid 2% + B5 Serum': EVERY,
  'The Ordinary AHA 30% + BHA 2% Peeling Solution': OILY_NORMAL,
  'The Ordinary Glycolic Acid 7% Exfoliating Toning Solution': OILY_NORMAL,
  'The Ordinary Natural Moisturizing Factors + HA': DRY_COMBINATION,
  'The Ordinary Caffeine Solution 5% + EGCG Eye Serum': EVERY,
  'The Ordinary Alpha Arbutin 2% + HA Serum': NOT_SENSITIVE,
  'CeraVe Hydrating Facial Cleanser': DRY_SENSITIVE,
  'CeraVe Foaming Facial Cleanser': OILY_NORMAL,
  'CeraVe Moisturising Cream': DRY_SENSITIVE,
  'CeraVe PM Facial Moisturising Lotion': OILY_NORMAL,
  'CeraVe SA Smoothing Cleanser': OILY_NORMAL,
  'CeraVe Eye Repair Cream': EVERY,
  'COSRX Advanced Snail 96 Mucin Power Essence': ['dry', 'combination', 'normal', 'sensitive'],
  'COSRX Low pH Good Morning Gel Cleanser': OILY_SENSITIVE,
  'COSRX BHA Blackhead Power Liquid': OILY,
  'COSRX Advanced Snail 92 All in One Cream': DRY,
  'COSRX AHA/BHA Clarifying Treatment Toner': OILY,
  'COSRX The Vitamin C 23 Serum': OILY_NORMAL,
  'COSRX Aloe Soothing Sun Cream SPF 50 PA+++': DRY_SENSITIVE,
  'La Roche-Posay Anthelios UVMune 400 Invisible Fluid SPF 50+': EVERY,
  'La Roche-Posay Effaclar Purifying Foaming Gel': OILY_SENSITIVE,
  'La Roche-Posay Cicaplast Baume B5+': ['dry', 'sensitive'],
  'La Roche-Posay Effaclar Duo+ Acne Cream': OILY,
  'La Roche-Posay Hyalu B5 Serum': DRY_SENSITIVE,
  'La Roche-Posay Toleriane Double Repair Moisturiser': DRY_SENSITIVE,
  'Neutrogena Hydro Boost Water Gel': OILY_NORMAL,
  'Neutrogena Ultra Sheer Dry-Touch Sunscreen SPF 50+': OILY_NORMAL,
  'Neutrogena Oil-Free Acne Wash': ['oily'],
  'Neutrogena Deep Clean Facial Cleanser': OILY_NORMAL,
  'Neutrogena Rapid Wrinkle Repair Retinol Serum': DRY_COMBINATION,
  'Neutrogena Norwegian Formula Hand Cream': ['dry'],
  'Innisfree Green Tea Seed Hyaluronic Serum': DRY_COMBINATION,
  'Innisfree Volcanic Pore Clay Mask': OILY,
  'Innisfree Green Tea Amino Cleansing Foam': OILY_NORMAL,
  'Innisfree Daily UV Defense Sunscreen SPF 36': EVERY,
  'Innisfree Green Tea Balancing Toner': ['combination', 'normal'],
  'Innisfree Jeju Cherry Blossom Tone-Up Cream': DRY,
  'Some By Mi AHA BHA PHA 30 Days Miracle Toner': OILY,
  'Some By Mi AHA BHA PHA 30 Days Miracle Serum': OILY,
  'Some By Mi Bye Bye Blackhead Green Tea Bubble Cleanser': OILY,
  'Some By Mi Galactomyces Pure Vitamin C Glow Serum': DRY_COMBINATION,
  'Some By Mi Snail Truecica Miracle Repair Cream': DRY_SENSITIVE,
  'Cetaphil Gentle Skin Cleanser': DRY_SENSITIVE,
  'Cetaphil Moisturising Cream': ['dry', 'sensitive'],
  'Cetaphil Oily Skin Cleanser': OILY,
  'Cetaphil Daily Advance Ultra Hydrating Lotion': ['dry', 'sensitive'],
  'Cetaphil Sun SPF 50+ Light Gel': OILY_SENSITIVE,
  'Beauty of Joseon Relief Sun: Rice + Probiotics SPF 50+': EVERY,
  'Beauty of Joseon Glow Serum: Propolis + Niacinamide': OILY,
  'Beauty of Joseon Dynasty Cream': DRY,
  'Beauty of Joseon Revive Eye Serum: Ginseng + Retinal': DRY_COMBINATION,
  'Laneige Water Sleeping Mask': DRY_COMBINATION,
  'Laneige Cream Skin Toner & Moisturizer': DRY_SENSITIVE,
  'Laneige Water Bank Blue Hyaluronic Cream': DRY,
  'Bioderma Sensibio H2O Micellar Water': DRY_SENSITIVE,
  'Bioderma Sébium Foaming Gel': OILY,
  'Bioderma Atoderm Intensive Baume': ['dry', 'sensitive'],
  'Bioderma Photoderm Aquafluide SPF 50+': OILY_NORMAL,
  "Kiehl's Ultra Facial Cream": EVERY,
  "Kiehl's Calendula Herbal-Extract Toner": OILY_NORMAL,
  "Kiehl's Midnight Recovery Concentrate": DRY,
  "Kiehl's Creamy Eye Treatment with Avocado": DRY,
  'SKIN1004 Madagascar Centella Ampoule': OILY_SENSITIVE,
  'SKIN1004 Madagascar Centella Light Cleansing Oil': EVERY,
  'SKIN1004 Hyalu-Cica Water-Fit Sun Serum SPF 50+': OILY_SENSITIVE,
  'SKIN1004 Madagascar Centella Toning Toner': OILY_SENSITIVE,
  'Mediheal Tea Tree Essential Mask, 10 Sheets': OILY_SENSITIVE,
  'Mediheal Collagen Impact Essential Mask, 10 Sheets': DRY,
};
