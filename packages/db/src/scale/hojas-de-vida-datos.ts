/**
 * One generated candidate with its CV, drawn deterministically from its id (each COPY pass regenerates
 * the same person, so a million CVs never sit in memory). Vocabulary: the demo's Colombian names and
 * families of positions, plus a tail of rarer names and professions so searches have rare terms too.
 */
import { desplazarDias } from '@talento/rules';
import { Aleatorio } from '../seeders/demo/operacion/aleatorio';
import { PROFESIONES } from '../seeders/demo/operacion/datos-catalogos';
import {
  APELLIDOS,
  COLEGIOS,
  FAMILIAS,
  type Familia,
  NOMBRES_HOMBRE,
  NOMBRES_MUJER,
} from '../seeders/demo/operacion/nombres';

const FAMILIA_PESO: readonly [string, number][] = [
  ['logistica', 24],
  ['produccion', 18],
  ['comercial', 20],
  ['salud', 9],
  ['seguridad', 8],
  ['servicios', 9],
  ['administrativo', 7],
  ['obra', 5],
];
const RAROS_MUJER = [
  'Xiomara',
  'Yadira',
  'Eliana',
  'Gisela',
  'Rubiela',
  'Maryuri',
  'Nayibe',
  'Emilse',
  'Leonor',
  'Zulma',
];
const RAROS_HOMBRE = [
  'Wilmer',
  'Anderson',
  'Yeferson',
  'Deiby',
  'Robinson',
  'Heriberto',
  'Aldemar',
  'Eider',
  'Reinaldo',
  'Ovidio',
];
const RAROS_APELLIDO = [
  'Zuluaga',
  'Betancur',
  'Urrego',
  'Ocampo',
  'Quiceno',
  'Yepes',
  'Chaverra',
  'Palomino',
  'Buitrago',
  'Tabares',
];

export interface HvEscala {
  mujer: boolean;
  nombre1: string;
  nombre2: string | null;
  apellido1: string;
  apellido2: string | null;
  documento: string;
  nacimiento: Date;
  ciudad: number;
  familia: Familia;
  nivel: number;
  profesiones: string[];
  cargos: string[];
  experiencias: { empresa: string; cargo: string; ingreso: Date; retiro: Date | null; salario: number }[];
  superior: { institucion: string; titulo: string } | null;
  cursos: { institucion: string; nombre: string; horas: number }[];
  habilidades: string[];
  /** ESTADO_CIVIL_CANDIDATO (drawn here, last, so the candidate and the CV steps both know it). */
  estadoCivil: number;
  modificacion: Date;
  creacion: Date;
  rnd: Aleatorio;
}

/** Cumulative weights of a list of [value, weight]. */
export function tablaPesos<T>(lista: readonly (readonly [T, number])[]): {
  valores: T[];
  acumulado: number[];
} {
  let s = 0;
  return { valores: lista.map(([v]) => v), acumulado: lista.map(([, p]) => (s += p)) };
}

export function sortear<T>(rnd: Aleatorio, t: { valores: T[]; acumulado: number[] }): T {
  const x = rnd.num() * (t.acumulado.at(-1) ?? 0);
  let lo = 0;
  let hi = t.acumulado.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((t.acumulado[mid] ?? 0) <= x) lo = mid + 1;
    else hi = mid;
  }
  return t.valores[lo] as T;
}

const FAMILIAS_T = tablaPesos(FAMILIA_PESO.map(([k, p]) => [FAMILIAS[k] as Familia, p] as const));

const nombre = (rnd: Aleatorio, mujer: boolean) =>
  rnd.si(0.02)
    ? rnd.elegir(mujer ? RAROS_MUJER : RAROS_HOMBRE)
    : rnd.elegir(mujer ? NOMBRES_MUJER : NOMBRES_HOMBRE);
const apellido = (rnd: Aleatorio) => (rnd.si(0.02) ? rnd.elegir(RAROS_APELLIDO) : rnd.elegir(APELLIDOS));
const sumar = desplazarDias;

/** The candidate and CV number `id` (same id and seed → same person). */
export function generarHv(
  id: number,
  semilla: number,
  ciudades: { valores: number[]; acumulado: number[] },
  ahora: Date,
  smmlv: number,
): HvEscala {
  const rnd = new Aleatorio(semilla ^ Math.imul(id, 2654435761));
  const mujer = rnd.si(0.55);
  const nombre1 = nombre(rnd, mujer);
  const otro = rnd.si(0.6) ? nombre(rnd, mujer) : null;
  const edad = 18 + Math.floor(42 * rnd.num() ** 1.6);
  const nacimiento = sumar(ahora, -(edad * 365 + rnd.entero(10, 350)));
  const familia = sortear(rnd, FAMILIAS_T);
  const esAdmin = familia === FAMILIAS.administrativo || familia === FAMILIAS.salud;
  const nivel = esAdmin ? 2 : rnd.elegir([0, 1, 1, 1, 1, 1, 1, 2, 2, 2]);
  const profesiones =
    nivel === 2 ? [rnd.si(0.01) ? rnd.elegir(PROFESIONES) : rnd.elegir(familia.profesiones)] : [];
  const n = edad < 20 ? 1 : rnd.entero(1, 3);
  const experiencias: HvEscala['experiencias'] = [];
  let fin: Date | null = rnd.si(0.3) ? null : sumar(ahora, -rnd.entero(20, 600));
  const base = esAdmin ? 2.2 : 1.1;
  for (let i = 0; i < n; i++) {
    const retiro = fin ?? ahora;
    const ingreso = sumar(retiro, -rnd.entero(180, 1100));
    const salario = Math.round((smmlv * (base + rnd.num() * 0.6 - i * 0.05)) / 10000) * 10000;
    experiencias.push({
      empresa: rnd.elegir(familia.empresas),
      cargo: rnd.elegir(familia.cargos),
      ingreso,
      retiro: fin,
      salario,
    });
    fin = sumar(ingreso, -rnd.entero(20, 200));
  }
  const [institucion, titulo] = rnd.elegir(familia.titulos);
  const modificacion = desplazarDias(ahora, -1095 * rnd.num() ** 2);
  return {
    mujer,
    nombre1,
    nombre2: otro === nombre1 ? null : otro,
    apellido1: apellido(rnd),
    apellido2: rnd.si(0.95) ? apellido(rnd) : null,
    documento: String(1_000_000_000 + id),
    nacimiento,
    ciudad: sortear(rnd, ciudades),
    familia,
    nivel,
    profesiones,
    cargos: rnd.muestra(familia.cargos, rnd.entero(1, 3)),
    experiencias,
    superior: nivel === 2 ? { institucion, titulo } : null,
    cursos: rnd
      .muestra(familia.cursos, rnd.entero(0, 2))
      .map(([i, nom, horas]) => ({ institucion: i, nombre: nom, horas })),
    habilidades: rnd.muestra(familia.habilidades, rnd.entero(1, 3)),
    modificacion,
    creacion: desplazarDias(modificacion, -rnd.entero(0, 700)),
    estadoCivil: rnd.elegir([0, 0, 0, 1, 1, 5, 5, 2, 3, 6]),
    rnd,
  };
}

export const COLEGIOS_ESCALA = COLEGIOS;

/** The four weighted texts of the keyword document, exactly as hoja_de_vida_busqueda() concatenates them. */
export function textosBusqueda(h: HvEscala): [string, string, string, string] {
  const ws = (...partes: (string | null)[]) => partes.filter((p): p is string => p !== null).join(' ');
  const lista = (xs: string[]) => (xs.length ? xs.join(' ') : null);
  return [
    ws(h.nombre1, h.nombre2, h.apellido1, h.apellido2, h.documento),
    `${h.profesiones.join(' ')} ${h.cargos.join(' ')}`,
    h.experiencias.map((e) => `${e.cargo} ${e.empresa}`).join(' '),
    ws(
      h.superior ? `${h.superior.titulo} ${h.superior.institucion}` : null,
      lista(h.cursos.map((c) => `${c.nombre} ${c.institucion}`)),
      lista(h.habilidades),
    ),
  ];
}
