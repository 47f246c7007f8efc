/**
 * The completion percentages of a candidate the import creates, from the row itself: a new CV holds only what the row
 * brings (the CV form's other sections are empty), so the rule (`calcularCompletitud`, the same the CV form and the
 * summary use) is applied to the row's values and the percentages are written by the same INSERT, instead of reading
 * every new CV back to compute them (two fifths of a block's time). importacion.test.ts checks that recomputing them
 * from the database afterwards changes nothing.
 */
import { calcularCompletitud, familiaSoloEstadoCivil, type PorcentajesHv } from '@talento/rules';

type Datos = Record<string, unknown>;
type Valor = string | number | boolean | null;

const valor = (d: Datos, campo: string): Valor => (d[campo] ?? null) as Valor;
const arreglo = (d: Datos, campo: string): readonly unknown[] => (d[campo] as unknown[] | undefined) ?? [];

export function porcentajesDeCandidatoNuevo(d: Datos): PorcentajesHv {
  const direccion = valor(d, 'direccionCadena');
  return calcularCompletitud({
    personal: {
      nombre1: valor(d, 'nombre1'),
      apellido1: valor(d, 'apellido1'),
      numeroDocumento: valor(d, 'numeroDocumento'),
      fechaExpedicion: null,
      lugarExpedicion: null,
      fechaNacimiento: valor(d, 'fechaNacimiento'),
      genero: valor(d, 'genero'),
      estadoCivil: valor(d, 'estadoCivil'),
      email: valor(d, 'email'),
      telefonoOCelular: valor(d, 'telefonoOCelular'),
      ciudadDondeVive: valor(d, 'ciudadDondeViveId'),
      // As insertarCandidatos sets it: an urban address when there is an address line.
      tipoDireccion: direccion === null || direccion === '' ? null : 2,
      direccionCadena: direccion,
      direccionRural: null,
      direccionOtra: null,
    },
    general: {
      tipoVivienda: null,
      arrendador: null,
      conviveCon: null,
      cargosAAspirar: arreglo(d, 'cargosAAspirar'),
      aspiracionSalarialMinima: valor(d, 'aspiracionSalarialMinima'),
      aspiracionSalarialMaxima: valor(d, 'aspiracionSalarialMaxima'),
      pasatiempos: null,
      tieneVehiculo: false,
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
    experiencias: [],
    familia: familiaSoloEstadoCivil(valor(d, 'estadoCivil')),
    educacion: {
      nivelAcademico: valor(d, 'nivelAcademico'),
      primariaInstitucion: null,
      primariaAnoFin: null,
      bachilleratoInstitucion: null,
      bachilleratoTitulo: null,
      bachilleratoAnoFin: null,
      estudiosSuperiores: 0,
      habilidades: 0,
    },
    referencias: [],
  });
}
