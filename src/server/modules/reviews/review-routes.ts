import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedReviewSchema,
  MAX_REVIEW_PHOTO_BYTES,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewPhotoSchema,
  reviewProductParamsSchema,
  reviewSchema,
  reviewSummarySchema,
  reviewUpdateSchema,
  reviewVoteInputSchema,
} from '#shared/schemas/review';
import { errorResponses } from '../../http-error';
import { requireViewer } from '../../plugins/access';
import { receiveImage } from '../files';
import {
  createReview,
  deleteReview,
  listReviews,
  reviewSummary,
  setVote,
  updateReview,
} from './reviews-repository';

const errors = errorResponses(400, 401, 403, 404);

export async function reviewsRoutes(app: FastifyInstance) {
  // Only this plugin reads multipart bodies; the rest of the API stays JSON.
  await app.register(multipart, {
    limits: { fileSize: MAX_REVIEW_PHOTO_BYTES, files: 1 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products/:id/reviews',
    {
      schema: {
        summary: 'Reviews of an active product: filter by rating, sort, pages of 5',
        params: reviewProductParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      listReviews(
        app.db,
        request.params.id,
        request.query,
        request.viewer ? request.viewer.userId : null,
      ),
  );

  api.get(
    '/api/products/:id/reviews/summary',
    {
      schema: {
        summary: "A product's average rating, review count, distribution and percent positive",
        params: reviewProductParamsSchema,
        response: { 200: reviewSummarySchema, ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request) => reviewSummary(app.db, request.params.id),
  );

  api.post(
    '/api/products/:id/reviews',
    {
      schema: {
        summary: 'Review a product (one review per shopper and product)',
        params: reviewProductParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errors, ...errorResponses(409) },
      },
      config: { access: 'user', changesCatalogue: true },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const review = await createReview(app.db, viewer.userId, request.params.id, request.body);
      return reply.status(201).send(review);
    },
  );

  api.patch(
    '/api/reviews/:id',
    {
      schema: {
        summary: 'Edit your own review',
        params: reviewIdParamsSchema,
        body: reviewUpdateSchema,
        response: { 200: reviewSchema, ...errors },
      },
      config: { access: 'user', changesCatalogue: true },
    },
    async (request) =>
      updateReview(app.db, requireViewer(request).userId, request.params.id, request.body),
  );

  api.delete(
    '/api/reviews/:id',
    {
      schema: {
        summary: 'Delete your own review (admins: any review)',
        params: reviewIdParamsSchema,
        response: { 200: deletedReviewSchema, ...errors },
      },
      config: { access: 'user', changesCatalogue: true },
    },
    async (request) => {
      await deleteReview(app.db, requireViewer(request), request.params.id);
      return { id: request.params.id };
    },
  );

  api.put(
    '/api/reviews/:id/vote',
    {
      schema: {
        summary: "Vote a review helpful or unhelpful (replaces the shopper's earlier vote)",
        params: reviewIdParamsSchema,
        body: reviewVoteInputSchema,
        response: { 200: reviewSchema, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) =>
      setVote(app.db, requireViewer(request).userId, request.params.id, request.body.helpful),
  );

  api.delete(
    '/api/reviews/:id/vote',
    {
      schema: {
        summary: 'Take back your vote on a review',
        params: reviewIdParamsSchema,
        response: { 200: reviewSchema, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => setVote(app.db, requireViewer(request).userId, request.params.id, null),
  );

  api.post(
    '/api/reviews/photos',
    {
      schema: {
        summary: 'Upload a review photo (multipart field "photo", JPEG, PNG or WebP, 5 MB at most)',
        consumes: ['multipart/form-data'],
        response: { 201: reviewPhotoSchema, ...errors, ...errorResponses(413) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const image = await receiveImage(
        request,
        app,
        { field: 'photo', noun: 'photo' },
        { purpose: 'review_photo', isPublic: true, ownerUserId: viewer.userId },
      );
      return reply.status(201).send({ image });
    },
  );
}
