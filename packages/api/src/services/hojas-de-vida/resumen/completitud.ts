import type { EntityManager } from '@mikro-orm/postgresql';
import { HojaDeVida } from '@talento/db';
import { calcularCompletitud, type PorcentajesHv } from '@talento/rules';
import { fechaIso, numeroONulo } from './cargar';
import { cargarSecciones, type SeccionesHv } from './secciones';

/** The completion percentages of a CV computed from its data (rule in @talento/rules hv/completitud). */
export function porcentajesDe(hv: HojaDeVida, s: SeccionesHv): PorcentajesHv {
  const c = hv.candidato;
  return calcularCompletitud({
    personal: {
      nombre1: c.nombre1, apellido1: c.apellido1, numeroDocumento: c.numeroDocumento, fechaExpedicion: fechaIso(c.fechaExpedicion),
      lugarExpedicion: c.lugarExpedicion?.id, fechaNacimiento: fechaIso(c.fechaNacimiento), genero: c.genero, estadoCivil: c.estadoCivil,
      email: c.email, telefonoOCelular: c.telefonoOCelular, ciudadDondeVive: c.ciudadDondeVive?.id, tipoDireccion: c.tipoDireccion,
      direccionCadena: c.direccionCadena, direccionRural: c.direccionRural, direccionOtra: c.direccionOtra,
    },
    general: {
      tipoVivienda: hv.tipoVivienda, arrendador: hv.arrendador, conviveCon: hv.conviveCon, cargosAAspirar: hv.cargosAAspirar,
      aspiracionSalarialMinima: numeroONulo(hv.aspiracionSalarialMinima), aspiracionSalarialMaxima: numeroONulo(hv.aspiracionSalarialMaxima),
      pasatiempos: hv.pasatiempos, tieneVehiculo: hv.tieneVehiculo, tipoVehiculo: hv.tipoVehiculo,
      tieneLicenciaConduccion: c.tieneLicenciaConduccion, categoriaLicencia: c.categoriaLicencia, numeroLicencia: c.numeroLicencia,
      tieneLibretaMilitar: c.tieneLibretaMilitar, claseLibreta: c.claseLibreta, numeroLibreta: c.numeroLibreta,
      tieneTarjetaProfesional: hv.tieneTarjetaProfesional, tarjetaProfesional: hv.tarjetaProfesional,
    },
    experiencias: s.experiencias.map((e) => ({
      empresa: e.empresa, cargo: e.cargo, fechaIngreso: fechaIso(e.fechaIngreso), fechaRetiro: fechaIso(e.fechaRetiro), actual: e.actual,
      salarioFinal: numeroONulo(e.salarioFinal), tipoContrato: e.tipoContrato, funciones: e.funciones, jefeInmediato: e.jefeInmediato,
      telefonoEmpresa: e.telefonoEmpresa, motivoRetiro: e.motivoRetiro,
    })),
    familia: {
      estadoCivil: c.estadoCivil, madreNombre: hv.madreNombre, madreTelefono: hv.madreTelefono, padreNombre: hv.padreNombre,
      padreTelefono: hv.padreTelefono, conyugeNombre: hv.conyugeNombre, conyugeTelefono: hv.conyugeTelefono,
      hijos: s.hijos.map((h) => ({ nombre: h.nombre, fechaNacimiento: fechaIso(h.fechaNacimiento) })),
      personasACargo: s.personasACargo.map((h) => ({ nombre: h.nombre, fechaNacimiento: fechaIso(h.fechaNacimiento) })),
    },
    educacion: {
      nivelAcademico: hv.nivelAcademico, primariaInstitucion: hv.primariaInstitucion, primariaAnoFin: hv.primariaAnoFin,
      bachilleratoInstitucion: hv.bachilleratoInstitucion, bachilleratoTitulo: hv.bachilleratoTitulo, bachilleratoAnoFin: hv.bachilleratoAnoFin,
      estudiosSuperiores: s.superior.length + s.postgrados.length, habilidades: s.habilidades.length,
    },
    referencias: s.referencias.map((r) => ({ nombre: r.nombre, telefono: r.telefono, ocupacion: r.ocupacion })),
  });
}

/**
 * Stored percentages feed the search rows and the order-add threshold; when they drifted from the data
 * (older writes, imports) they are brought in line with one UPDATE, so every screen shows the same
 * numbers. Does not touch `version` or `fecha_modificacion`: it is a derived cache, not an edit.
 */
export async function sincronizarPorcentajes(em: EntityManager, hv: HojaDeVida, p: PorcentajesHv): Promise<void> {
  const iguales =
    Number(hv.porcentajeTotal) === p.total && Number(hv.porcentajePersonal) === p.personal && Number(hv.porcentajeGeneral) === p.general &&
    Number(hv.porcentajeExperiencia) === p.experiencia && Number(hv.porcentajeFamilia) === p.familia &&
    Number(hv.porcentajeEducacion) === p.educacion && Number(hv.porcentajeReferencias) === p.referencias;
  if (iguales) return;
  await em.fork().nativeUpdate(HojaDeVida, { id: hv.id }, {
    porcentajeTotal: p.total, porcentajePersonal: p.personal, porcentajeGeneral: p.general, porcentajeExperiencia: p.experiencia,
    porcentajeFamilia: p.familia, porcentajeEducacion: p.educacion, porcentajeReferencias: p.referencias,
  });
}

/**
 * Brings the stored percentages of every CV in line with their data, 50 at a time. Run after loading
 * generated CVs (the demo seed draws them at random) so search rows and summaries agree from the start.
 */
export async function recalcularPorcentajesHv(em: EntityManager): Promise<number> {
  let cambiadas = 0;
  for (let desde = 0; ; ) {
    const lote = await em.find(HojaDeVida, { id: { $gt: desde } }, { populate: ['candidato'], orderBy: { id: 'asc' }, limit: 50 });
    if (lote.length === 0) return cambiadas;
    for (const hv of lote) {
      const antes = Number(hv.porcentajeTotal);
      const p = porcentajesDe(hv, await cargarSecciones(em, hv.id));
      await sincronizarPorcentajes(em, hv, p);
      if (antes !== p.total) cambiadas++;
    }
    desde = lote[lote.length - 1]!.id;
    em.clear();
  }
}
