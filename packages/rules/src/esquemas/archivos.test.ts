import { describe, expect, it } from 'vitest';
import { REGLA_ESPONTANEO } from '../candidatos/seleccion';
import { REGLA_EVIDENCIA } from '../pedidos/detalle';
import { aceptarArchivos, archivoSubido, TIPOS_ARCHIVO, validarArchivo } from './archivos';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]);
const EXE = new TextEncoder().encode('MZ executable');
const M = REGLA_EVIDENCIA.mensajes;

describe('validarArchivo: the one file-type check', () => {
  it('accepts a file whose name, declared type and first bytes agree; answers the type to store', () => {
    expect(
      validarArchivo(REGLA_EVIDENCIA, {
        nombre: 'acta.pdf',
        tipoMime: 'application/pdf',
        tamano: 6,
        bytes: PDF,
      }),
    ).toEqual({ ok: true, tipoMime: 'application/pdf' });
    expect(
      validarArchivo(REGLA_ESPONTANEO, { nombre: 'HV.DOCX', tipoMime: '', tamano: 5, bytes: DOCX }),
    ).toEqual({ ok: true, tipoMime: TIPOS_ARCHIVO.docx.mime });
  });

  it.each([
    [
      'too big',
      { nombre: 'a.pdf', tipoMime: 'application/pdf', tamano: REGLA_EVIDENCIA.maxBytes + 1 },
      M.grande,
    ],
    ['empty name', { nombre: '  ', tipoMime: 'application/pdf', tamano: 6 }, M.nombre],
    ['path in the name', { nombre: '../a.pdf', tipoMime: 'application/pdf', tamano: 6 }, M.nombre],
    [
      'direction mark hiding .exe',
      { nombre: 'factura\u202Efdp.exe', tipoMime: 'application/pdf', tamano: 6 },
      M.nombre,
    ],
    ['extension of another type', { nombre: 'a.png', tipoMime: 'application/pdf', tamano: 6 }, M.tipo],
    ['type not accepted', { nombre: 'a.docx', tipoMime: TIPOS_ARCHIVO.docx.mime, tamano: 6 }, M.tipo],
    ['untyped where the type must be declared', { nombre: 'a.pdf', tipoMime: '', tamano: 6 }, M.tipo],
    ['empty file', { nombre: 'a.pdf', tipoMime: 'application/pdf', tamano: 0 }, M.tipo],
    [
      'bytes of another thing',
      { nombre: 'a.pdf', tipoMime: 'application/pdf', tamano: 13, bytes: EXE },
      M.tipo,
    ],
  ])('evidence refuses: %s', (_caso, archivo, mensaje) => {
    expect(validarArchivo(REGLA_EVIDENCIA, archivo)).toEqual({ ok: false, mensaje });
  });

  it('the accept attribute lists the extensions, and the MIME types only when browsers must declare them', () => {
    expect(aceptarArchivos(REGLA_EVIDENCIA)).toBe(
      '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    );
    expect(aceptarArchivos(REGLA_ESPONTANEO)).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png');
  });
});

describe('archivoSubido: schema of a chosen file (name, type, size)', () => {
  const esquema = archivoSubido(REGLA_EVIDENCIA);
  it('valid metadata passes; every refusal carries the rule message', () => {
    expect(esquema.safeParse({ nombre: 'acta.pdf', tipoMime: 'application/pdf', tamano: 1000 }).success).toBe(
      true,
    );
    const grande = esquema.safeParse({
      nombre: 'acta.pdf',
      tipoMime: 'application/pdf',
      tamano: 3_000_000_000,
    });
    expect(grande.error?.issues.map((i) => i.message)).toEqual([M.grande]);
    const tipo = esquema.safeParse({ nombre: 'acta.exe', tipoMime: 'application/x-msdownload', tamano: 10 });
    expect(tipo.error?.issues.map((i) => i.message)).toEqual([M.tipo]);
    expect(esquema.safeParse({ nombre: 'acta.pdf', tipoMime: 'application/pdf', tamano: -1 }).success).toBe(
      false,
    );
  });
});
