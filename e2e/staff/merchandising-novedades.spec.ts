import { MENSAJES_NOVEDADES as M } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';
import type { Usuario } from '../support/usuarios';

test.describe('[NOVEDADES] novedades de mercaderistas', () => {
  test('[NOVEDADES] el gerente (change_novedad) acepta una novedad con comentario y ve la solución con su foto; un usuario con solo read_reporte la ve como etiqueta', async ({ page, entrar, fabricas, paginaDe }) => {
    test.setTimeout(90_000);
    const zona = await fabricas.zonaMerchandising();
    const mercaderista = await fabricas.mercaderista();
    const novedad = await fabricas.novedad({ almacenId: zona.almacenes[0]!.id, usuarioId: mercaderista.id, conFoto: true });

    await entrar('gerente', '/merchandising-novedades');
    await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByLabel('Cliente').fill(zona.cliente.nombre.slice(0, 20));
    await page.getByRole('option', { name: new RegExp(zona.cliente.nombre) }).click();
    const tabla = page.getByRole('table', { name: 'Novedades' });
    const fila = tabla.getByRole('row').filter({ hasText: novedad.texto });
    await expect(fila).toHaveCount(1);
    for (const texto of [novedad.tipo, novedad.subtipo, mercaderista.username, zona.almacenes[0]!.nombre, 'Pendiente']) await expect(fila).toContainText(texto);

    // The region filter lists the client's regions; a state without rows says so.
    await page.getByLabel('Región').selectOption({ label: zona.region.nombre });
    await expect(fila).toHaveCount(1);
    await page.getByLabel('Estado').selectOption({ label: 'Aceptada' });
    await expect(tabla).toContainText(M.ninguna);
    await page.getByLabel('Estado').selectOption({ label: 'Todos' });

    // Accept it with a comment.
    await fila.getByRole('button', { name: `Actualizar novedad ${novedad.id}: Pendiente` }).click();
    const modal = page.getByRole('dialog', { name: 'Actualizar novedad' });
    await modal.getByLabel('Estado').selectOption({ label: 'Aceptada' });
    await modal.getByLabel('Comentario').fill('Se repuso el producto en la góndola');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, M.actualizada)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(fila).toContainText('Aceptada');

    // The solution: state, date, comment and the stored photo.
    await fila.getByRole('button', { name: `Ver solución de la novedad ${novedad.id}` }).click();
    const solucion = page.getByRole('dialog', { name: 'Solución de la novedad' });
    await expect(solucion).toContainText('Se repuso el producto en la góndola');
    await expect(solucion).toContainText('Aceptada');
    await expect(solucion).not.toContainText(M.sinSolucion);
    await expect(solucion.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await solucion.getByRole('button', { name: 'Cerrar' }).click();

    // A user with read_reporte but without change_novedad: the state is a label, no update button.
    const lector = await fabricas.usuarioConPermisos(['read_reporte'], [zona.cliente.id]);
    // A user made for this test (not a demo one): the fixtures sign any user in with the demo password.
    const otra = await paginaDe(lector as Usuario, '/merchandising-novedades');
    await otra.getByRole('button', { name: 'Limpiar filtros' }).click();
    const filaLector = otra.getByRole('table', { name: 'Novedades' }).getByRole('row').filter({ hasText: novedad.texto });
    await expect(filaLector).toContainText('Aceptada');
    await expect(filaLector.getByRole('button', { name: /Actualizar novedad/ })).toHaveCount(0);
    await filaLector.getByRole('button', { name: `Ver solución de la novedad ${novedad.id}` }).click();
    await expect(otra.getByRole('dialog', { name: 'Solución de la novedad' })).toContainText('Se repuso el producto en la góndola');
  });
});
