/** Response compression (br, gzip, deflate) above 1 kB; brotli at quality 4, the plugin's recommended default. */
import compress from '@fastify/compress';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}

export const compressionPlugin = fp(compression, { name: 'compression' });
