import type { UseFormReturn } from 'react-hook-form';
import type { CamposPedidoStock } from '@talento/rules';
import type { ValoresStock } from './valores';

/** The stock form (react-hook-form): holds `ValoresStock`, submits the shared schema's `CamposPedidoStock`. */
export type FormularioStockRHF = UseFormReturn<ValoresStock, unknown, CamposPedidoStock>;
