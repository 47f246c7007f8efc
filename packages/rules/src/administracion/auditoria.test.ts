import { describe, expect, it } from 'vitest';
import { etiquetaPermiso, PERMISOS } from '../auth/permisos';
import { resumenDetalleAuditoria } from './auditoria';

describe('etiquetaPermiso', () => {
  it('a flag of the catalogue by its description; an unknown code as it is', () => {
    expect(etiquetaPermiso('admin_respaldos')).toBe(PERMISOS.admin_respaldos);
    expect(etiquetaPermiso('read_cita')).toBe('Ver citas');
    expect(etiquetaPermiso('bandera_nueva')).toBe('bandera_nueva');
    expect(etiquetaPermiso('bandera_nueva', 'Una bandera nueva')).toBe('Una bandera nueva');
    expect(etiquetaPermiso('read_cita', 'descripción vieja')).toBe('Ver citas');
    // No description names another flag by its code.
    for (const descripcion of Object.values(PERMISOS))
      expect(descripcion).not.toMatch(/\b[a-z]+_[a-zA-Z_]+\b/);
  });
});

describe('resumenDetalleAuditoria: flags by their description', () => {
  it('a refused access names the flag in words, not its code', () => {
    const texto = resumenDetalleAuditoria({ motivo: 'permiso', permiso: 'admin_respaldos' });
    expect(texto).toBe(`motivo: permiso; permiso: ${PERMISOS.admin_respaldos}`);
    expect(texto).not.toContain('admin_respaldos');
  });

  it('a group change lists its flags before → after in words', () => {
    const texto = resumenDetalleAuditoria({
      antes: { nombre: 'Consultores', permisos: ['read_cita'] },
      despues: { nombre: 'Consultores', permisos: ['read_cita', 'add_cita'] },
    });
    expect(texto).toBe('permisos: Ver citas → Ver citas · Crear citas');
  });

  it('other details stay as they are', () => {
    expect(resumenDetalleAuditoria({ antes: null, despues: { nombre: 'Ventas' } })).toBe('nombre: Ventas');
    expect(resumenDetalleAuditoria(null)).toBe('');
  });
});
