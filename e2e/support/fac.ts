import { expect, type Page } from '@playwright/test';

/**
 * Creates a filter-question group through /fac-create with a newly typed tag and one question with two
 * options (5 and Descartar), confirming the save. Leaves the page on the group's detail.
 */
export async function crearFacConTag(page: Page, nombre: string, tag: string): Promise<void> {
  await page.goto('/fac-create');
  await page.getByLabel('Nombre del grupo').fill(nombre);
  await page.getByLabel('Nuevo tag').fill(tag);
  await page.getByRole('button', { name: 'Crear tag' }).click();
  await expect(page.getByText(`Tag "${tag}" creado: búscalo de nuevo para agregarlo`)).toBeVisible();
  await page.getByLabel('Buscar tag').fill(tag);
  await page.getByRole('option', { name: tag, exact: true }).click();
  await page.getByLabel('Título de la pregunta 1').fill('¿Tiene experiencia certificada en el cargo?');
  await page.getByLabel('Clase de la pregunta 1').selectOption({ label: 'Potencial' });
  await page.getByLabel('Opción 1 de la pregunta 1', { exact: true }).fill('Sí');
  await page.getByLabel('Calificación de la opción 1 de la pregunta 1').selectOption({ label: '5' });
  await page.getByRole('button', { name: 'Agregar opción a la pregunta 1' }).click();
  await page.getByLabel('Opción 2 de la pregunta 1', { exact: true }).fill('No');
  await page.getByLabel('Calificación de la opción 2 de la pregunta 1').selectOption({ label: 'Descartar' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar grupo' }).click();
  await expect(page).toHaveURL(/\/fac-detail\/\d+$/);
  await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
}
