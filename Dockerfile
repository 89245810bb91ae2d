# rewardsim in an image: built in release from the official Swift image, run from the slim one.
#   docker build -t rewardsim .
#   docker run --rm -v "$PWD/Reports:/app/Reports" rewardsim run --jobs 2
FROM swift:6.1 AS build
WORKDIR /src
COPY . .
RUN swift build -c release --product rewardsim \
    && cp "$(swift build -c release --show-bin-path)/rewardsim" /usr/local/bin/rewardsim

FROM swift:6.1-slim
COPY --from=build /usr/local/bin/rewardsim /usr/local/bin/rewardsim
WORKDIR /app
COPY Scenarios Scenarios
ENTRYPOINT ["rewardsim"]
