import {
  anioEnZonaNegocio,
  fechaEnZonaNegocio,
  inicioDelDia,
  sumarDiasInstante,
  textoComparable,
} from '@talento/rules';
import {
  Candidato,
  type Ciudad,
  EducacionSuperior,
  Experiencia,
  Habilidad,
  Hijo,
  HojaDeVida,
  Idioma,
  OtroEstudio,
  ReferenciaPersonal,
} from '../../../entities';
import { ciudad, type Contexto } from './contexto';
import {
  APELLIDOS,
  BARRIOS,
  COLEGIOS,
  FAMILIAS,
  type Familia,
  NOMBRES_HOMBRE,
  NOMBRES_MUJER,
  OCUPACIONES,
  PASATIEMPOS,
} from './nombres';

export const TOTAL_CANDIDATOS = 300;

export interface CandidatoSembrado {
  candidato: Candidato;
  hv: HojaDeVida;
  /** Key of FAMILIAS: the kind of positions the person aspires to. */
  familia: string;
  nombreCompleto: string;
}

/** Where candidates live: [DANE, weight]. */
const CIUDADES_PESO: readonly [string, number][] = [
  ['11001', 30],
  ['05001', 12],
  ['76001', 11],
  ['08001', 10],
  ['68001', 6],
  ['25754', 5],
  ['05088', 3],
  ['05360', 2],
  ['25175', 2],
  ['76520', 3],
  ['08758', 3],
  ['13001', 3],
  ['68276', 2],
  ['25269', 2],
  ['66001', 2],
  ['17001', 1],
  ['63001', 1],
  ['73001', 1],
  ['54001', 1],
];
const INDICATIVO: Record<string, string> = {
  '05': '604',
  '08': '605',
  '13': '605',
  '68': '607',
  '76': '602',
  '66': '606',
  '17': '606',
};
const DOMINIOS = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es'];
const PREFIJOS_CELULAR = [
  '300',
  '301',
  '302',
  '304',
  '305',
  '310',
  '311',
  '312',
  '313',
  '314',
  '315',
  '316',
  '317',
  '318',
  '320',
  '321',
  '322',
  '323',
  '350',
  '351',
];
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

function ponderado<T>(ctx: Contexto, lista: readonly [T, number][]): T {
  const total = lista.reduce((s, [, p]) => s + p, 0);
  let r = ctx.rnd.num() * total;
  for (const [v, p] of lista) if ((r -= p) < 0) return v;
  return (lista[0] as [T, number])[0];
}

function celular(ctx: Contexto): string {
  return `${ctx.rnd.elegir(PREFIJOS_CELULAR)} ${ctx.rnd.digitos(3)} ${ctx.rnd.digitos(4)}`;
}

function documento(ctx: Contexto, edad: number, mujer: boolean, usados: Set<string>): string {
  for (;;) {
    const { rnd } = ctx;
    const doc =
      edad >= 40
        ? `${rnd.elegir(mujer ? ['52', '51', '39', '43'] : ['79', '80', '71', '19'])}${rnd.digitos(6)}`
        : `10${rnd.elegir(['0', '1', '2', '3', '4'])}${rnd.entero(1, 9)}${rnd.digitos(6)}`;
    if (!usados.has(doc)) {
      usados.add(doc);
      return doc;
    }
  }
}

function estudios(ctx: Contexto, hv: HojaDeVida, fam: Familia, nivel: number, nacimiento: Date): void {
  const { em, rnd, reloj } = ctx;
  const anioBachiller = anioEnZonaNegocio(nacimiento) + 17;
  hv.primariaInstitucion = rnd.elegir(COLEGIOS);
  hv.primariaAnoFin = anioEnZonaNegocio(nacimiento) + 11;
  if (nivel >= 1) {
    hv.bachilleratoInstitucion = rnd.elegir(COLEGIOS);
    hv.bachilleratoTitulo = rnd.si(0.7) ? 'Bachiller académico' : 'Bachiller técnico';
    hv.bachilleratoAnoFin = anioBachiller;
  }
  if (nivel === 2) {
    const [institucion, titulo] = rnd.elegir(fam.titulos);
    const inicio = inicioDelDia(
      `${anioBachiller + rnd.entero(0, 3)}-${String(rnd.entero(1, 12)).padStart(2, '0')}-01`,
    );
    const fin = sumarDiasInstante(inicio, rnd.entero(365, 1800));
    // Draw first so the sequence of random numbers does not depend on today's date.
    const termino = rnd.si(0.85);
    const graduado = fin < reloj.hoy && termino;
    em.create(EducacionSuperior, {
      hojaDeVida: hv,
      institucion,
      titulo,
      fechaInicio: fechaEnZonaNegocio(inicio),
      fechaFin: graduado ? fechaEnZonaNegocio(fin) : null,
      graduado,
    });
    hv.profesiones = [rnd.elegir(fam.profesiones)];
  }
  for (const [institucion, nombre, intensidadHoras] of rnd.muestra(fam.cursos, rnd.entero(0, 2))) {
    em.create(OtroEstudio, {
      hojaDeVida: hv,
      institucion,
      nombre,
      intensidadHoras,
      fechaFin: fechaEnZonaNegocio(reloj.haceDias(rnd.entero(60, 2000))),
    });
  }
  if (rnd.si(0.2)) em.create(Idioma, { hojaDeVida: hv, idioma: 0, nivel: rnd.elegir([0, 0, 1, 2]) });
  if (rnd.si(0.03)) em.create(Idioma, { hojaDeVida: hv, idioma: 4, nivel: 0 });
  for (const nombre of rnd.muestra(fam.habilidades, rnd.entero(1, 3)))
    em.create(Habilidad, { hojaDeVida: hv, nombre });
}

/** 1–3 work experiences going back from today; returns the last final salary. */
function experiencias(ctx: Contexto, hv: HojaDeVida, fam: Familia, edad: number, indicativo: string): number {
  const { em, rnd, reloj, smmlv } = ctx;
  const n = edad < 20 ? 1 : rnd.entero(1, 3);
  let fin = rnd.si(0.3) ? null : reloj.haceDias(rnd.entero(20, 300));
  let ultimoSalario = 0;
  const base = fam === FAMILIAS.administrativo ? 2.2 : 1.1;
  for (let i = 0; i < n; i++) {
    const retiro = fin ?? reloj.hoy;
    const ingreso = sumarDiasInstante(retiro, -rnd.entero(180, 1100));
    const salario = Math.round((smmlv * (base + rnd.num() * 0.6 - i * 0.05)) / 10000) * 10000;
    if (i === 0) ultimoSalario = salario;
    em.create(Experiencia, {
      hojaDeVida: hv,
      empresa: rnd.elegir(fam.empresas),
      cargo: rnd.elegir(fam.cargos),
      fechaIngreso: fechaEnZonaNegocio(ingreso),
      fechaRetiro: fin ? fechaEnZonaNegocio(fin) : null,
      actual: fin === null,
      salarioFinal: salario,
      motivoRetiro: fin ? rnd.elegir([0, 1, 2, 4, 4, 5]) : null,
      tipoContrato: rnd.elegir([0, 0, 1, 2, 2]),
      horario: rnd.elegir([0, 2, 2, 3]),
      turno: rnd.elegir([0, 0, 0, 1, 2]),
      funciones: fam.funciones,
      jefeInmediato: `${rnd.elegir([...NOMBRES_HOMBRE, ...NOMBRES_MUJER])} ${rnd.elegir(APELLIDOS)}`,
      telefonoEmpresa: `${indicativo} ${rnd.digitos(3)} ${rnd.digitos(4)}`,
      origen: rnd.si(0.85) ? 0 : rnd.elegir([1, 2]),
    });
    fin = sumarDiasInstante(ingreso, -rnd.entero(20, 200));
  }
  return ultimoSalario;
}

function pct(ctx: Contexto, min: number, max: number): number {
  return ctx.rnd.entero(min, max);
}

/** About 300 candidates with their CV, experiences, studies, family and references. */
export async function seedCandidatos(ctx: Contexto): Promise<CandidatoSembrado[]> {
  const { em, rnd, reloj, smmlv } = ctx;
  const usados = new Set<string>();
  const correos = new Set<string>();
  const lista: CandidatoSembrado[] = [];
  for (let i = 0; i < TOTAL_CANDIDATOS; i++) {
    const mujer = rnd.si(0.55);
    const nombre1 = rnd.elegir(mujer ? NOMBRES_MUJER : NOMBRES_HOMBRE);
    const nombre2 = rnd.si(0.6)
      ? rnd.elegir((mujer ? NOMBRES_MUJER : NOMBRES_HOMBRE).filter((n) => n !== nombre1))
      : null;
    const apellido1 = rnd.elegir(APELLIDOS);
    const apellido2 = rnd.si(0.95) ? rnd.elegir(APELLIDOS) : null;
    const edad = 18 + Math.floor(42 * rnd.num() ** 1.6);
    const nacimiento = reloj.haceDias(edad * 365 + rnd.entero(10, 350));
    const familia = ponderado(ctx, FAMILIA_PESO);
    const fam = FAMILIAS[familia] as Familia;
    const vive: Ciudad = ciudad(ctx, ponderado(ctx, CIUDADES_PESO));
    const extranjero = rnd.si(0.03);
    const numeroDocumento = extranjero
      ? `${rnd.entero(4, 7)}${rnd.digitos(6)}`
      : documento(ctx, edad, mujer, usados);
    usados.add(numeroDocumento);
    let email =
      `${textoComparable(nombre1)}.${textoComparable(apellido1)}${rnd.si(0.5) ? rnd.entero(1, 99) : ''}@${rnd.elegir(DOMINIOS)}`.replace(
        /\s/g,
        '',
      );
    if (correos.has(email)) email = email.replace('@', `${i}@`);
    correos.add(email);
    const telefono = celular(ctx);
    const licencia = rnd.si(mujer ? 0.08 : 0.35) || familia === 'logistica';
    const candidato = em.create(Candidato, {
      nombre1,
      nombre2,
      apellido1,
      apellido2,
      email,
      telefonoOCelular: telefono,
      whatsapp: rnd.si(0.7) ? telefono : null,
      fechaNacimiento: fechaEnZonaNegocio(nacimiento),
      tipoDocumento: extranjero ? 4 : 0,
      numeroDocumento,
      lugarExpedicion: rnd.si(0.7) ? vive : ciudad(ctx, ponderado(ctx, CIUDADES_PESO)),
      fechaExpedicion: fechaEnZonaNegocio(sumarDiasInstante(nacimiento, 18 * 365 + rnd.entero(5, 200))),
      tieneLicenciaConduccion: licencia,
      categoriaLicencia: licencia ? rnd.elegir([0, 2, 3, 5, 6]) : null,
      numeroLicencia: licencia ? numeroDocumento : null,
      tieneLibretaMilitar: !mujer && rnd.si(0.6),
      claseLibreta: !mujer ? 1 : null,
      nacionalidad: extranjero ? 'Venezolana' : 'Colombiana',
      genero: mujer ? 1 : 2,
      estadoCivil: rnd.elegir([0, 0, 0, 1, 1, 5, 5, 2, 3, 6]),
      tipoDireccion: 2,
      direccionCadena: `${rnd.elegir(['Calle', 'Carrera', 'Diagonal', 'Transversal'])} ${rnd.entero(1, 160)}${rnd.si(0.3) ? ' Sur' : ''} # ${rnd.entero(1, 99)}-${rnd.entero(1, 99)}`,
      direccionBarrio: rnd.elegir(BARRIOS),
      direccionZona: rnd.elegir(['Norte', 'Sur', 'Occidente', 'Oriente', 'Centro']),
      direccionAdicional: rnd.si(0.3) ? `Apto ${rnd.entero(101, 504)}` : null,
      ciudadDondeVive: vive,
      estadoProducto: 0,
      createdAt: reloj.haceDias(rnd.entero(20, 700)),
    });
    const nivel =
      familia === 'administrativo' || familia === 'salud' ? 2 : rnd.elegir([0, 1, 1, 1, 1, 1, 1, 2, 2, 2]);
    const completa = rnd.si(0.8);
    const hv = em.create(HojaDeVida, {
      candidato,
      porcentajePersonal: completa ? pct(ctx, 85, 100) : pct(ctx, 40, 80),
      porcentajeGeneral: completa ? pct(ctx, 75, 100) : pct(ctx, 30, 70),
      porcentajeExperiencia: completa ? pct(ctx, 80, 100) : pct(ctx, 20, 70),
      porcentajeFamilia: completa ? pct(ctx, 60, 100) : pct(ctx, 0, 50),
      porcentajeEducacion: completa ? pct(ctx, 70, 100) : pct(ctx, 30, 70),
      porcentajeReferencias: completa ? 100 : rnd.elegir([0, 50]),
      fechaCreacion: candidato.createdAt,
      fechaModificacion: reloj.haceDias(rnd.entero(0, 90), rnd.entero(7, 19)),
      tieneVehiculo: rnd.si(0.15),
      tipoVivienda: rnd.elegir([0, 1, 1, 2, 2, 3]),
      conviveCon: rnd.elegir(['Padres', 'Esposo(a) e hijos', 'Hijos', 'Hermanos', 'Solo(a)', 'Pareja']),
      fuma: rnd.si(0.1),
      bebe: rnd.si(0.3),
      haceEjercicio: rnd.si(0.4),
      pasatiempos: rnd.muestra(PASATIEMPOS, 2).join(', '),
      disponibleParaViajar: rnd.si(0.35),
      cargosAAspirar: rnd.muestra(fam.cargos, rnd.entero(1, 3)),
      nivelAcademico: nivel,
      madreNombre: `${rnd.elegir(NOMBRES_MUJER)} ${apellido2 ?? rnd.elegir(APELLIDOS)}`,
      madreOcupacion: rnd.elegir(OCUPACIONES),
      madreTelefono: celular(ctx),
      padreNombre: rnd.si(0.7) ? `${rnd.elegir(NOMBRES_HOMBRE)} ${apellido1}` : null,
    });
    hv.tipoVehiculo = hv.tieneVehiculo ? rnd.elegir([0, 0, 1]) : null;
    hv.porcentajeTotal = Math.round(
      (hv.porcentajePersonal +
        hv.porcentajeGeneral +
        hv.porcentajeExperiencia +
        hv.porcentajeFamilia +
        hv.porcentajeEducacion) /
        5,
    );
    estudios(ctx, hv, fam, nivel, nacimiento);
    const ultimo = experiencias(ctx, hv, fam, edad, INDICATIVO[vive.codigoDane.slice(0, 2)] ?? '601');
    hv.aspiracionSalarialMinima = Math.max(smmlv, Math.round(ultimo / 50000) * 50000);
    hv.aspiracionSalarialMaxima = Math.round((hv.aspiracionSalarialMinima * 1.25) / 50000) * 50000;
    if (hv.porcentajeReferencias > 0) {
      for (let r = 0; r < 2; r++) {
        em.create(ReferenciaPersonal, {
          hojaDeVida: hv,
          relacion: rnd.elegir([0, 1, 2, 3]),
          nombre: `${rnd.elegir([...NOMBRES_MUJER, ...NOMBRES_HOMBRE])} ${rnd.elegir(APELLIDOS)}`,
          telefono: celular(ctx),
          ocupacion: rnd.elegir(OCUPACIONES),
        });
      }
    }
    if (edad > 24 && rnd.si(0.3)) {
      em.create(Hijo, {
        hojaDeVida: hv,
        nombre: `${rnd.elegir(rnd.si() ? NOMBRES_MUJER : NOMBRES_HOMBRE)} ${apellido1}`,
        fechaNacimiento: fechaEnZonaNegocio(reloj.haceDias(rnd.entero(1, Math.min(edad - 18, 20)) * 365)),
        genero: rnd.elegir([1, 2]),
        ocupacion: 'Estudiante',
      });
    }
    const nombreCompleto = [nombre1, nombre2, apellido1, apellido2].filter(Boolean).join(' ');
    lista.push({ candidato, hv, familia, nombreCompleto });
  }
  await em.flush();
  await em.execute(
    // Triggers keep the keyword-search document (migration _busqueda); recomputed once here so the demo
    // data never depends on the order in which the ORM flushed CVs and their child lists.
    'update hoja_de_vida h set busqueda = hoja_de_vida_busqueda(h.id, h.candidato_id, h.profesiones, h.cargos_a_aspirar)',
  );
  return lista;
}
