// 'Menjadi Partner': the enquiry form's one call.
import { api } from 'shared-contracts';
import type { PartnerEnquiry, PartnerEnquiryRequest } from 'shared-contracts/schemas';

export const partnerApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPartnerEnquiry: build.mutation<PartnerEnquiry, PartnerEnquiryRequest>({
      query: (body) => ({ url: '/api/v1/partner-enquiries', method: 'POST', body }),
    }),
  }),
});

export const { useCreatePartnerEnquiryMutation } = partnerApi;
