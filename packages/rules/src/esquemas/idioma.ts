import { z } from 'zod';

/**
 * zod's own messages (a boolean that is not one, an unknown key, a wrong union option…) in Spanish, so no
 * English text reaches `campos`. Every schema of the product imports @talento/rules, which runs this once.
 */
z.config(z.locales.es());
