import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as comun from '@zxcvbn-ts/language-common';
import * as espanol from '@zxcvbn-ts/language-es-es';
import { MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';

/**
 * The library's Spanish feedback, in the product's voice (usted): the language package speaks "tú". Same keys as
 * @zxcvbn-ts/language-es-es; the time estimates are not shown.
 */
const TRADUCCIONES = {
  warnings: {
    straightRow: 'Las teclas seguidas del teclado son fáciles de adivinar.',
    keyPattern: 'Los patrones cortos del teclado son fáciles de adivinar.',
    simpleRepeat: 'Los caracteres repetidos como "aaa" son fáciles de adivinar.',
    extendedRepeat: 'Los patrones repetidos como "abcabcabc" son fáciles de adivinar.',
    sequences: 'Las secuencias como "abc" o "123" son fáciles de adivinar.',
    recentYears: 'Los años recientes son fáciles de adivinar.',
    dates: 'Las fechas son fáciles de adivinar.',
    topTen: 'Es una de las contraseñas más usadas.',
    topHundred: 'Es una contraseña usada con mucha frecuencia.',
    common: 'Es una contraseña de uso común.',
    similarToCommon: 'Se parece a una contraseña de uso común.',
    wordByItself: 'Una sola palabra es fácil de adivinar.',
    namesByThemselves: 'Un nombre o un apellido solo es fácil de adivinar.',
    commonNames: 'Los nombres y apellidos comunes son fáciles de adivinar.',
    userInputs: 'No use su nombre, su usuario ni su correo en la contraseña.',
    pwned: 'Esta contraseña apareció en una filtración de datos en Internet.',
  },
  suggestions: {
    l33t: 'Evite sustituciones previsibles como "@" por "a".',
    reverseWords: 'Evite palabras comunes escritas al revés.',
    allUppercase: 'Ponga en mayúscula algunas letras, no todas.',
    capitalization: 'Ponga en mayúscula otras letras además de la primera.',
    dates: 'Evite fechas relacionadas con usted.',
    recentYears: 'Evite los años recientes.',
    associatedYears: 'Evite años relacionados con usted.',
    sequences: 'Evite secuencias de letras o números.',
    repeated: 'Evite palabras y caracteres repetidos.',
    longerKeyboardPattern: 'Use patrones de teclado más largos y cambie de dirección varias veces.',
    anotherWord: 'Agregue más palabras poco comunes.',
    useWords: 'Use varias palabras, sin formar frases conocidas.',
    noNeed: 'Puede crear contraseñas seguras sin símbolos, números ni mayúsculas: basta con varias palabras.',
    pwned: 'Si usa esta contraseña en otro sitio, cámbiela.',
  },
  timeEstimation: {
    ltSecond: 'menos de un segundo',
    second: '{base} segundo',
    seconds: '{base} segundos',
    minute: '{base} minuto',
    minutes: '{base} minutos',
    hour: '{base} hora',
    hours: '{base} horas',
    day: '{base} día',
    days: '{base} días',
    month: '{base} mes',
    months: '{base} meses',
    year: '{base} año',
    years: '{base} años',
    centuries: 'siglos',
  },
};

/** The lowest zxcvbn score accepted (0–4): 3 is "safely unguessable" (about 10^8 guesses and more). */
export const PUNTAJE_MINIMO_CONTRASENA = 3;

let fabrica: ZxcvbnFactory | undefined;
function evaluador(): ZxcvbnFactory {
  // Built on first use: the dictionaries take a moment to rank and most requests never check a password.
  fabrica ??= new ZxcvbnFactory({
    translations: TRADUCCIONES,
    graphs: comun.adjacencyGraphs,
    dictionary: { ...comun.dictionary, ...espanol.dictionary },
  });
  return fabrica;
}

/**
 * Null when the password is strong enough; otherwise the message to show under the field: why it is weak and what
 * to do, from the library's feedback in Spanish. The person's own data (user name, names, e-mail) counts as guessable.
 */
export function debilidadContrasena(contrasena: string, datosPropios: readonly string[]): string | null {
  const propios = datosPropios.flatMap((d) => d.split(/[\s@._-]+/)).filter((d) => d.length >= 3);
  const r = evaluador().check(contrasena, propios);
  if (r.score >= PUNTAJE_MINIMO_CONTRASENA) return null;
  const partes = [r.feedback.warning, ...r.feedback.suggestions].filter((t): t is string => !!t);
  return [`${M.contrasenaDebil}.`, ...partes].join(' ');
}
