import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../context';

/** Registers every API module under /api from the core contract. */
export function registerApi(app: FastifyInstance, ctx: BankContext) {
  void app;
  void ctx;
}
