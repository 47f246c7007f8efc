import type { EntityManager } from '@mikro-orm/postgresql';
import { calcularCompletitud, type PorcentajesHv } from '@talento/rules';
import { leerHojaDeVidaEn } from './cargar';
import { consultaHojasDeVida, leerFilaHv } from './consulta';
import type { FilaHojaDeVida } from './consulta-columnas';

/** The completion percentages of a CV computed from its data (rule in @talento/rules hv/completitud). */
export function porcentajesDe(d: FilaHojaDeVida): PorcentajesHv {
  return calcularCompletitud({
    personal: {
      nombre1: d.nombre1,
      apellido1: d.apellido1,
      numeroDocumento: d.numeroDocumento,
      fechaExpedicion: d.fechaExpedicion,
      lugarExpedicion: d.lugarExpedicionId,
      fechaNacimiento: d.fechaNacimiento,
      genero: d.genero,
      estadoCivil: d.estadoCivil,
      email: d.email,
      telefonoOCelular: d.telefonoOCelular,
      ciudadDondeVive: d.ciudadDondeViveId,
      tipoDireccion: d.tipoDireccion,
      direccionCadena: d.direccionCadena,
      direccionRural: d.direccionRural,
      direccionOtra: d.direccionOtra,
    },
    general: {
      tipoVivienda: d.tipoVivienda,
      arrendador: d.arrendador,
      conviveCon: d.conviveCon,
      cargosAAspirar: d.cargosAAspirar,
      aspiracionSalarialMinima: d.aspiracionSalarialMinima,
      aspiracionSalarialMaxima: d.aspiracionSalarialMaxima,
      pasatiempos: d.pasatiempos,
      tieneVehiculo: d.tieneVehiculo,
      tipoVehiculo: d.tipoVehiculo,
      tieneLicenciaConduccion: d.tieneLicenciaConduccion,
      categoriaLicencia: d.categoriaLicencia,
      numeroLicencia: d.numeroLicencia,
      tieneLibretaMilitar: d.tieneLibretaMilitar,
      claseLibreta: d.claseLibreta,
      numeroLibreta: d.numeroLibreta,
      tieneTarjetaProfesional: d.tieneTarjetaProfesional,
      tarjetaProfesional: d.tarjetaProfesional,
    },
    experiencias: d.experiencias.map((e) => ({
      empresa: e.empresa,
      cargo: e.cargo,
      fechaIngreso: e.fechaIngreso,
      fechaRetiro: e.fechaRetiro,
      actual: e.actual,
      salarioFinal: e.salarioFinal,
      tipoContrato: e.tipoContrato,
      funciones: e.funciones,
      jefeInmediato: e.jefeInmediato,
      telefonoEmpresa: e.telefonoEmpresa,
      motivoRetiro: e.motivoRetiro,
    })),
    familia: {
      estadoCivil: d.estadoCivil,
      madreNombre: d.madreNombre,
      madreTelefono: d.madreTelefono,
      padreNombre: d.padreNombre,
      padreTelefono: d.padreTelefono,
      conyugeNombre: d.conyugeNombre,
      conyugeTelefono: d.conyugeTelefono,
      hijos: d.hijos.map((h) => ({ nombre: h.nombre, fechaNacimiento: h.fechaNacimiento })),
      personasACargo: d.personasACargo.map((h) => ({ nombre: h.nombre, fechaNacimiento: h.fechaNacimiento })),
    },
    educacion: {
      nivelAcademico: d.nivelAcademico,
      primariaInstitucion: d.primariaInstitucion,
      primariaAnoFin: d.primariaAnoFin,
      bachilleratoInstitucion: d.bachilleratoInstitucion,
      bachilleratoTitulo: d.bachilleratoTitulo,
      bachilleratoAnoFin: d.bachilleratoAnoFin,
      estudiosSuperiores: d.superior.length + d.postgrados.length,
      habilidades: d.habilidades.length,
    },
    referencias: d.referencias.map((r) => ({
      nombre: r.nombre,
      telefono: r.telefono,
      ocupacion: r.ocupacion,
    })),
  });
}

/** Whether the stored copy (search rows, order-add threshold) holds exactly these percentages. */
export function porcentajesGuardadosIguales(d: FilaHojaDeVida, p: PorcentajesHv): boolean {
  return (
    d.porcentajeTotal === p.total &&
    d.porcentajePersonal === p.personal &&
    d.porcentajeGeneral === p.general &&
    d.porcentajeExperiencia === p.experiencia &&
    d.porcentajeFamilia === p.familia &&
    d.porcentajeEducacion === p.educacion &&
    d.porcentajeReferencias === p.referencias
  );
}

/**
 * For every write that changes data of a CV (inside its transaction, after the change is flushed): the
 * stored percentages are recomputed from the data and written when they differ. They are a derived copy,
 * not an edit: `version` and `fecha_modificacion` stay as they are. Returns whether a row changed.
 * Reads never write them (a read of the summary computes them from the same data).
 */
export async function actualizarPorcentajesHv(tx: EntityManager, candidatoId: number): Promise<boolean> {
  const d = await leerHojaDeVidaEn(tx, candidatoId);
  if (!d) return false;
  const p = porcentajesDe(d);
  if (porcentajesGuardadosIguales(d, p)) return false;
  await tx.execute(
    `update hoja_de_vida set porcentaje_total = ?, porcentaje_personal = ?, porcentaje_general = ?, porcentaje_experiencia = ?,
      porcentaje_familia = ?, porcentaje_educacion = ?, porcentaje_referencias = ? where id = ?`,
    [p.total, p.personal, p.general, p.experiencia, p.familia, p.educacion, p.referencias, d.hojaDeVidaId],
  );
  return true;
}

/**
 * `actualizarPorcentajesHv` for many candidates at once (set-based writes such as the import): one statement
 * reads their CVs, the same rule computes the percentages, one statement writes those that differ. Returns how
 * many CVs changed.
 */
export async function actualizarPorcentajesHvDe(
  tx: EntityManager,
  candidatoIds: readonly number[],
): Promise<number> {
  if (candidatoIds.length === 0) return 0;
  const consulta = consultaHojasDeVida(candidatoIds);
  const filas = await tx.execute<Record<string, unknown>[]>(consulta.sql, consulta.params);
  const cambios = filas.map(leerFilaHv).flatMap((d) => {
    const p = porcentajesDe(d);
    return porcentajesGuardadosIguales(d, p) ? [] : [{ id: d.hojaDeVidaId, ...p }];
  });
  if (cambios.length === 0) return 0;
  await tx.execute(
    `update hoja_de_vida h set porcentaje_total = p.total, porcentaje_personal = p.personal,
        porcentaje_general = p.general, porcentaje_experiencia = p.experiencia, porcentaje_familia = p.familia,
        porcentaje_educacion = p.educacion, porcentaje_referencias = p.referencias
       from jsonb_to_recordset(?::jsonb) as p(id int, total numeric, personal numeric, general numeric,
         experiencia numeric, familia numeric, educacion numeric, referencias numeric)
      where h.id = p.id`,
    [JSON.stringify(cambios)],
    'run',
  );
  return cambios.length;
}

/**
 * Brings the stored percentages of every CV in line with their data. Run after loading generated CVs
 * (the demo seed draws them at random) so search rows and summaries agree from the start. Returns how
 * many CVs changed.
 */
export async function recalcularPorcentajesHv(em: EntityManager): Promise<number> {
  let cambiadas = 0;
  for (let desde = 0; ;) {
    const lote = await em.execute<{ candidato_id: number; id: number }[]>(
      'select id, candidato_id from hoja_de_vida where id > ? order by id limit 200',
      [desde],
    );
    if (lote.length === 0) return cambiadas;
    for (const f of lote) if (await actualizarPorcentajesHv(em, f.candidato_id)) cambiadas++;
    desde = lote[lote.length - 1]!.id;
  }
}
