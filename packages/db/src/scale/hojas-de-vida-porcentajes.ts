/**
 * Completion percentages of a generated CV, by the same rule as the application (@talento/rules
 * calcularCompletitud), from exactly the values the CV step copies: the candidate's columns, the CV's
 * columns drawn in its step (`DatosCvEscala`) and the child rows (experiences, studies, skills). Fields
 * the generator leaves empty (issue date and place, housing, family, references…) count as empty.
 */
import {
  calcularCompletitud,
  familiaSoloEstadoCivil,
  fechaEnZonaNegocio,
  type PorcentajesHv,
} from '@talento/rules';
import type { HvEscala } from './hojas-de-vida-datos';

/** The CV columns drawn in the CV step. */
export interface DatosCvEscala {
  aspiracionMinima: number;
  aspiracionMaxima: number;
  viaja: boolean;
  primaria: string;
  bachillerato: string | null;
  tieneVehiculo: boolean;
}

const fecha = fechaEnZonaNegocio;

export function porcentajesEscala(h: HvEscala, cv: DatosCvEscala): PorcentajesHv {
  return calcularCompletitud({
    personal: {
      nombre1: h.nombre1,
      apellido1: h.apellido1,
      numeroDocumento: h.documento,
      fechaExpedicion: null,
      lugarExpedicion: null,
      fechaNacimiento: fecha(h.nacimiento),
      genero: h.mujer ? 1 : 2,
      estadoCivil: h.estadoCivil,
      email: 'copiado',
      telefonoOCelular: 'copiado',
      ciudadDondeVive: h.ciudad,
      tipoDireccion: 2,
      direccionCadena: 'copiada',
      direccionRural: null,
      direccionOtra: null,
    },
    general: {
      tipoVivienda: null,
      arrendador: null,
      conviveCon: null,
      cargosAAspirar: h.cargos,
      aspiracionSalarialMinima: cv.aspiracionMinima,
      aspiracionSalarialMaxima: cv.aspiracionMaxima,
      pasatiempos: null,
      tieneVehiculo: cv.tieneVehiculo,
      tipoVehiculo: null,
      tieneLicenciaConduccion: false,
      categoriaLicencia: null,
      numeroLicencia: null,
      tieneLibretaMilitar: false,
      claseLibreta: null,
      numeroLibreta: null,
      tieneTarjetaProfesional: false,
      tarjetaProfesional: null,
    },
    experiencias: h.experiencias.map((e) => ({
      empresa: e.empresa,
      cargo: e.cargo,
      fechaIngreso: fecha(e.ingreso),
      fechaRetiro: e.retiro ? fecha(e.retiro) : null,
      actual: e.retiro === null,
      salarioFinal: e.salario,
      tipoContrato: null,
      funciones: null,
      jefeInmediato: null,
      telefonoEmpresa: null,
      motivoRetiro: null,
    })),
    familia: familiaSoloEstadoCivil(h.estadoCivil),
    educacion: {
      nivelAcademico: h.nivel,
      primariaInstitucion: cv.primaria,
      primariaAnoFin: null,
      bachilleratoInstitucion: cv.bachillerato,
      bachilleratoTitulo: null,
      bachilleratoAnoFin: null,
      estudiosSuperiores: h.superior ? 1 : 0,
      habilidades: h.habilidades.length,
    },
    referencias: [],
  });
}
