import { formatoNumero } from '../formato';

/** Import (issue 36): the Spanish messages of the files, the rows and the batches. */
export const MENSAJES_IMPORTACION = {
  requerido: 'Campo requerido',
  largo: (max: number) => `Debe tener máximo ${max} caracteres`,
  documento: 'El número de documento solo admite letras, números y guiones (3 a 20 caracteres)',
  documentoCedula: 'La cédula o tarjeta de identidad solo admite números (5 a 12 dígitos)',
  fecha: 'La fecha debe tener el formato DD/MM/YYYY',
  fechaFutura: 'La fecha no puede ser futura',
  fechasOrden: 'La fecha de retiro no puede ser anterior a la fecha de ingreso',
  dinero: 'Escriba un valor en pesos sin decimales, por ejemplo 1500000',
  aspiracionOrden: 'La aspiración mínima no puede superar la máxima',
  siNo: 'Escriba Sí o No',
  fueraDeCatalogo: (valor: string) => `«${valor}» no está en el catálogo`,
  demasiadosCargos: 'Máximo 3 cargos, separados por |',
  tipoEstudio: 'El tipo debe ser superior, posgrado, diplomado u otro',
  candidatoNoExiste: 'No hay un candidato con ese número de documento (ni en el sistema ni en este archivo)',
  clienteNoExiste: 'No hay un cliente con ese número de documento (ni en el sistema ni en este archivo)',
  documentoOtroTipo: 'Ese número de documento ya existe en el sistema con otro tipo de documento',
  duplicada: (fila: number) =>
    `El mismo documento aparece de nuevo en la fila ${fila}: se importa esa, la última`,
  correoDeOtro:
    'El correo o el teléfono pertenece a otro documento: se importa y queda marcado para revisión',
  archivoVacio: 'El archivo está vacío',
  soloEncabezado: 'El archivo solo tiene la fila de encabezados: no hay filas para importar',
  noEsTexto:
    'El archivo no es un CSV de texto ni un libro de Excel (.xlsx): puede ser otro tipo de archivo con el nombre cambiado',
  xlsxDanado: 'El libro de Excel no se pudo leer: puede estar dañado o protegido con contraseña',
  comillas: (fila: number) =>
    `El CSV tiene comillas sin cerrar o mal puestas cerca de la fila ${fila}: revise el archivo y vuelva a intentarlo`,
  tipoDesconocido: (hoja: string) =>
    `No se reconoce qué contiene «${hoja}»: use los encabezados de la plantilla o el nombre de la hoja (candidatos, experiencias, estudios, clientes, contactos)`,
  faltanColumnas: (hoja: string, columnas: readonly string[]) =>
    `En «${hoja}» faltan las columnas requeridas: ${columnas.join(', ')}`,
  demasiadasFilas: (max: number) => `El archivo supera ${formatoNumero(max, 0)} filas`,
  archivoGrande: 'El archivo supera 10 MB: divídalo o use el comando npm run importar',
  archivoNombre: 'El nombre del archivo no es válido',
  archivoTipo: 'Suba un archivo .csv o .xlsx',
  loteNoAnalizado: 'El lote ya fue confirmado o descartado',
  loteSinFilas: 'El lote no tiene filas válidas para importar',
  loteNoCancelable: 'El lote ya terminó: no se puede cancelar',
  loteNoDeshacible: 'Solo se puede deshacer un lote terminado o cancelado, dentro de los 30 días siguientes',
  deshecho: 'Lote deshecho',
  confirmado: 'La importación quedó en cola: puede seguir su avance aquí',
} as const;
