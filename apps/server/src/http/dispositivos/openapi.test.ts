/** The OpenAPI document lists exactly the routes of the devices' router (each method and path), and is 3.1. */
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { crearLimiteDispositivos } from './limite';
import { documentoOpenApi } from './openapi';
import { apiDeDispositivos } from './router';

interface Capa {
  route?: { path: string; methods: Record<string, boolean> };
}

describe('documento OpenAPI de la API de dispositivos', () => {
  it('tiene cada ruta del router y ninguna otra', () => {
    // The router only touches the ORM when a request arrives; listing its routes needs none.
    const router = apiDeDispositivos({
      orm: {} as MikroORM,
      logger: createLogger('silent'),
      limite: crearLimiteDispositivos(1, {} as MikroORM),
    });
    const delRouter = (router.stack as Capa[])
      .flatMap((c) =>
        c.route
          ? Object.keys(c.route.methods).map(
              (m) => `${m.toUpperCase()} ${c.route!.path.replace(/:(\w+)/g, '{$1}')}`,
            )
          : [],
      )
      .sort();
    const documento = documentoOpenApi();
    const delDocumento = Object.entries(documento.paths)
      .flatMap(([ruta, operaciones]) => Object.keys(operaciones).map((m) => `${m.toUpperCase()} ${ruta}`))
      .sort();
    expect(delRouter.length).toBeGreaterThan(5);
    expect(delDocumento).toEqual(delRouter);
    expect(documento.openapi).toBe('3.1.0');
  });

  it('describe los cuerpos desde los esquemas zod (límites incluidos)', () => {
    const puntos = documentoOpenApi().paths['/puntos'].post.requestBody.content['application/json']
      .schema as unknown as {
      properties: { puntos: { maxItems: number }; clave: { maxLength: number } };
      required: string[];
    };
    expect(puntos.properties.puntos.maxItems).toBe(500);
    expect(puntos.properties.clave.maxLength).toBe(100);
    expect(puntos.required).toEqual(['clave', 'puntos']);
  });

  it('documenta el 409 de una clave usada en otro tipo de lote o con otros datos y que una llegada sin lat/lng nunca cuenta como visita', () => {
    const { paths } = documentoOpenApi();
    for (const ruta of ['/puntos', '/llegadas', '/novedades'] as const) {
      expect(paths[ruta].post.responses['409'].description).toContain(
        'La clave de idempotencia ya se usó para otro tipo de lote.',
      );
      expect(paths[ruta].post.responses['409'].description).toContain(
        'La clave de idempotencia ya se usó para un lote con otros datos.',
      );
    }
    expect(paths['/llegadas'].post.summary).toMatch(/sin ellas .* nunca cuenta como visita/);
  });
});
