import { archivo } from './archivo';
import { comentar } from './comentar';
import { comentarEntrevista } from './comentar-entrevista';
import { comentarios } from './comentarios';
import { fotoRostro } from './foto-rostro';
import { marcar } from './marcar';
import { marcas } from './marcas';
import { procesos } from './procesos';
import { pruebasDigitales } from './pruebas-digitales';
import { resumen } from './resumen';
import { tiposMarca } from './tipos-marca';
import { trazabilidad } from './trazabilidad';

/** CV summary procedures (one file per procedure in this folder), merged into `hojasDeVida.*`. */
export const procedimientosResumen = {
  resumen,
  fotoRostro,
  archivo,
  comentarios,
  comentar,
  marcas,
  tiposMarca,
  marcar,
  pruebasDigitales,
  comentarEntrevista,
  trazabilidad,
  procesos,
};
